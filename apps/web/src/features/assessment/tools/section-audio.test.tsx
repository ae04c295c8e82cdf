// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { stubBrowser } from '../../../test/stub-browser';
import { SectionAudioPlayer, type SectionAudioPlayerProps } from './section-audio';

beforeAll(stubBrowser);
afterEach(cleanup);

let played: HTMLMediaElement[] = [];
beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
});

const renderPlayer = (props: Partial<SectionAudioPlayerProps>) => {
  const requestPlay = props.requestPlay ?? vi.fn().mockResolvedValue({ plays: 1, allowed: 1 });
  const view = render(
    <MantineProvider>
      <SectionAudioPlayer
        attemptId="a1"
        sectionId="s1"
        src="/part1.mp3"
        label="Part 1 recording"
        allowed={1}
        played={undefined}
        {...props}
        requestPlay={requestPlay}
      />
    </MantineProvider>,
  );
  const element = view.container.querySelector('audio') as HTMLAudioElement;
  return { requestPlay, element };
};

/** The recording's length as the browser reads it from the file. */
function loadMetadata(element: HTMLAudioElement, seconds: number) {
  Object.defineProperty(element, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(element);
}

describe('SectionAudioPlayer (a recording that plays once)', () => {
  it('asks the server, then plays from the start with no seek bar; once over, it is over', async () => {
    const onFinished = vi.fn();
    const { requestPlay, element } = renderPlayer({ onFinished });
    expect(element.controls).toBe(false);
    expect(screen.getByText(/The recording plays once\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(requestPlay).toHaveBeenCalledWith('a1', 's1', undefined);
    expect(played).toEqual([element]);
    expect(screen.getByText('Playing…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    expect(onFinished).not.toHaveBeenCalled();
    fireEvent.ended(element);
    expect(screen.getByText('The recording has finished.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    // IELTS's time to check begins with it.
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('PTE: a question’s recording plays by itself after its countdown, in the status box', async () => {
    vi.useFakeTimers();
    try {
      const { requestPlay, element } = renderPlayer({ itemId: 'i1', autoStartAfter: 3 });
      const essay = document.body.appendChild(document.createElement('textarea'));
      essay.focus();
      expect(screen.getByText('Status: Beginning in 3 seconds')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
      for (const left of ['2 seconds', '1 second']) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
        expect(screen.getByText(`Status: Beginning in ${left}`)).toBeTruthy();
      }
      expect(requestPlay).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(requestPlay).toHaveBeenCalledWith('a1', 's1', 'i1');
      expect(played).toEqual([element]);
      expect(screen.getByText('Status: Playing')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(50));
      // The student kept typing meanwhile: the recording starting by itself left focus there.
      expect(document.activeElement).toBe(essay);
      fireEvent.ended(element);
      expect(screen.getByText('Status: Completed')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s refusal and plays nothing', async () => {
    const refuse = vi
      .fn()
      .mockRejectedValue(
        new ApiError('This recording has already been played.', { status: 409, fromServer: true }),
      );
    renderPlayer({ requestPlay: refuse });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This recording has already been played.');
    expect(played).toEqual([]);
  });

  it('after a reload mid-recording, goes on from where the recording is now without a new play', async () => {
    const { requestPlay, element } = renderPlayer({
      played: { sectionId: 's1', itemId: null, plays: 1, startedSecondsAgo: 95 },
    });
    loadMetadata(element, 300);
    await userEvent.click(screen.getByRole('button', { name: 'Continue the recording' }));
    expect(requestPlay).not.toHaveBeenCalled();
    expect(element.currentTime).toBeGreaterThanOrEqual(95);
    expect(element.currentTime).toBeLessThan(100);
    expect(played).toEqual([element]);
  });

  it('after a reload past the recording’s end, it stays finished', () => {
    const onFinished = vi.fn();
    const { element } = renderPlayer({
      played: { sectionId: 's1', itemId: null, plays: 1, startedSecondsAgo: 400 },
      onFinished,
    });
    expect(onFinished).not.toHaveBeenCalled();
    act(() => loadMetadata(element, 300));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The recording has finished.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a practice test that allows two plays offers Play again once', async () => {
    const onFinished = vi.fn();
    const { element } = renderPlayer({ allowed: 2, onFinished });
    expect(screen.getByText('0:00 / –:–– · The recording plays 2 times (2 left).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.ended(element);
    expect(onFinished).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play again' }));
    fireEvent.ended(element);
    expect(screen.getByText('The recording has finished.')).toBeTruthy();
  });

  it('the volume slider sets the recording’s volume', () => {
    const { element } = renderPlayer({});
    const slider = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(slider, { target: { value: '0' } });
    expect(element.volume).toBe(0);
    fireEvent.change(slider, { target: { value: '40' } });
    expect(element.volume).toBeCloseTo(0.4);
    expect(slider.getAttribute('aria-valuetext')).toBe('40%');
  });

  it('without a limit the browser’s own player is shown', () => {
    const { element } = renderPlayer({ allowed: null });
    expect(element.controls).toBe(true);
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });
});
