// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext, FakeRecorder, getUserMedia, stubRecording } from './recorder-fakes';
import type { SpeakingRules } from './speaking-rules';
import { makeItem, renderItem, response } from './test-utils';

beforeEach(() => {
  stubRecording();
  FakeAudioContext.install();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the getUserMedia promise settle inside act. */
const settle = () => act(async () => {});
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const practice: SpeakingRules = {
  autoRecord: true,
  defaultPrepSeconds: 25,
  silenceStopSeconds: null,
  reRecord: true,
  statusBox: false,
};
const pteMock: SpeakingRules = {
  autoRecord: true,
  defaultPrepSeconds: 25,
  silenceStopSeconds: 3,
  reRecord: false,
  statusBox: true,
};

const audioItem = (over: { PrepSeconds?: number | null; TimeLimitSeconds?: number | null } = {}) =>
  makeItem({ ItemType: 'record-audio', PrepSeconds: null, TimeLimitSeconds: 40, ...over });

/** What a screen reader hears of an element: its text without the aria-hidden parts. */
function spoken(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('speaking: autoRecord', () => {
  it('prepares record-audio by itself for the default time, then beeps and records to the limit', async () => {
    const onRecording = vi.fn();
    renderItem({ item: audioItem(), speaking: practice, onRecording });
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByText('Recording starts in 25 s')).toBeTruthy();
    wait(24_000);
    expect(screen.getByText('Recording starts in 1 s')).toBeTruthy();
    expect(FakeRecorder.instances).toHaveLength(0);
    wait(1_400);
    expect(FakeRecorder.instances).toHaveLength(1);
    expect(screen.getByText('Recording 0:00 of 0:40')).toBeTruthy();
    wait(39_000);
    expect(onRecording).not.toHaveBeenCalled();
    wait(1_000);
    expect(onRecording).toHaveBeenCalledTimes(1);
  });

  it("takes the item's own preparation time, and 'Start recording now' cuts it short (record-video)", async () => {
    renderItem({ item: makeItem({ ItemType: 'record-video', PrepSeconds: 5 }), speaking: practice });
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(screen.getByText('Recording starts in 5 s')).toBeTruthy();
    const now = screen.getByRole('button', { name: 'Start recording now' });
    now.focus();
    fireEvent.click(now);
    wait(400);
    expect(FakeRecorder.instances).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop' }));
  });

  it('does not start by itself once the item has a recording', async () => {
    renderItem({
      item: audioItem(),
      value: response({ enteredText: 'https://cdn.example/a.webm' }),
      speaking: practice,
    });
    await settle();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
  });

  it('leaves record-audio to the student without a speaking profile', async () => {
    renderItem({ item: audioItem({ PrepSeconds: 5 }) });
    await settle();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
  });
});

describe('speaking: reRecord false (a mock)', () => {
  const mock: SpeakingRules = { ...practice, reRecord: false };

  it('keeps the first recording: after Stop, no Record again, focus on the confirmation', async () => {
    const onRecording = vi.fn();
    renderItem({ item: audioItem({ PrepSeconds: 2 }), speaking: mock, onRecording });
    await settle();
    wait(2_400);
    const stop = screen.getByRole('button', { name: 'Stop' });
    stop.focus();
    fireEvent.click(stop);
    expect(onRecording).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Your response has been recorded.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText('Your response has been recorded.'));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText('No recording yet.')).toBeNull();
  });

  it('plays a stored recording back and offers nothing else', async () => {
    renderItem({
      item: audioItem(),
      value: response({ enteredText: 'https://cdn.example/a.webm' }),
      speaking: mock,
    });
    await settle();
    expect(screen.getByLabelText('Recording of Answer for question 3').getAttribute('src')).toBe(
      'https://cdn.example/a.webm',
    );
    expect(screen.getByText('Your response has been recorded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });
});

describe('speaking: the status box', () => {
  it('says Beginning, Recording with a progress bar, then Completed; the live text changes at phases only', async () => {
    renderItem({ item: audioItem({ PrepSeconds: 3, TimeLimitSeconds: 10 }), speaking: pteMock });
    FakeAudioContext.amplitude = 0.3;
    await settle();
    const status = screen.getByRole('status');
    expect(screen.getByText('Status: Beginning in 3 seconds').getAttribute('aria-hidden')).toBe('true');
    expect(spoken(status)).toBe('Status: Beginning soon');
    wait(2_000);
    expect(screen.getByText('Status: Beginning in 1 second')).toBeTruthy();
    expect(spoken(status)).toBe('Status: Beginning soon');
    wait(1_400);
    expect(screen.getByRole('status')).toBe(status);
    expect(spoken(status)).toBe('Status: Recording');
    const bar = screen.getByRole('progressbar', { name: 'Recording time' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    wait(4_000);
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect(bar.getAttribute('aria-valuetext')).toBe('4 of 10 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(spoken(screen.getByRole('status'))).toBe('Status: Completed');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says Completed for an item answered before', async () => {
    renderItem({
      item: audioItem(),
      value: response({ enteredText: 'https://cdn.example/a.webm' }),
      speaking: pteMock,
    });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Status: Completed');
  });
});

describe('speaking: silence closes the microphone', () => {
  const begin = async (rules: SpeakingRules, onRecording = vi.fn()) => {
    renderItem({ item: audioItem({ PrepSeconds: 1, TimeLimitSeconds: 40 }), speaking: rules, onRecording });
    await settle();
    wait(1_400);
    expect(FakeRecorder.instances).toHaveLength(1);
    return onRecording;
  };

  it('closes 3 s after the microphone opens when nothing is said, and hands the recording over', async () => {
    const onRecording = await begin(pteMock);
    wait(2_900);
    expect(onRecording).not.toHaveBeenCalled();
    wait(100);
    expect(onRecording).toHaveBeenCalledTimes(1);
    expect(spoken(screen.getByRole('status'))).toBe('Status: Completed');
    expect(screen.getByText('Recording stopped after 3 seconds of silence.')).toBeTruthy();
    expect(FakeAudioContext.listener()?.close).toHaveBeenCalled();
  });

  it('stays open while the student speaks and closes 3 s after they stop', async () => {
    FakeAudioContext.amplitude = 0.3;
    const onRecording = await begin(pteMock);
    wait(20_000);
    expect(onRecording).not.toHaveBeenCalled();
    FakeAudioContext.amplitude = 0;
    wait(2_900);
    expect(onRecording).not.toHaveBeenCalled();
    wait(200);
    expect(onRecording).toHaveBeenCalledTimes(1);
  });

  it('does not listen without the rule', async () => {
    const onRecording = await begin({ ...pteMock, silenceStopSeconds: null });
    wait(10_000);
    expect(onRecording).not.toHaveBeenCalled();
    expect(FakeAudioContext.listener()).toBeUndefined();
  });

  it('records to the limit when the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const onRecording = await begin(pteMock);
    wait(39_000);
    expect(onRecording).not.toHaveBeenCalled();
    wait(1_000);
    expect(onRecording).toHaveBeenCalledTimes(1);
  });

  it('takes no silence from a context the browser keeps suspended', async () => {
    FakeAudioContext.install('suspended');
    const onRecording = await begin(pteMock);
    expect(FakeAudioContext.listener()?.resume).toHaveBeenCalled();
    wait(10_000);
    expect(onRecording).not.toHaveBeenCalled();
    const listener = FakeAudioContext.listener();
    if (listener) listener.state = 'running';
    wait(2_900);
    expect(onRecording).not.toHaveBeenCalled();
    wait(200);
    expect(onRecording).toHaveBeenCalledTimes(1);
  });
});
