// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemView } from './item-view';
import { FakeRecorder, getUserMedia, stopTrack, stubRecording } from './recorder-fakes';
import { type RecordingRegistry, RecordingRegistryContext } from './recording-registry';
import { emptyResponse } from './response';
import { ESSAY_NOTE } from './review';
import { makeItem, makeResult, renderItem, renderReview, response } from './test-utils';
import { STOP_WAIT_MS } from './use-recorder';

beforeEach(stubRecording);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the getUserMedia promise settle inside act. */
const settle = () => act(async () => {});

describe('record-audio', () => {
  it('records, stops, and hands the recording to the runner', async () => {
    const onRecording = vi.fn();
    renderItem({ item: makeItem({ ItemType: 'record-audio' }), onRecording });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByText(/Recording 0:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onRecording).toHaveBeenCalledTimes(1);
    const [blob, type] = onRecording.mock.calls[0] as [Blob, string];
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBeGreaterThan(0);
    expect(type).toBe('audio/webm');
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
  });

  it('keeps keyboard focus on the panel: Record, then Stop, then Record', async () => {
    renderItem({ item: makeItem({ ItemType: 'record-audio' }) });
    const record = screen.getByRole('button', { name: 'Record' });
    record.focus();
    fireEvent.click(record);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Record' }));
  });

  it('does not take the focus when it was elsewhere', async () => {
    renderItem({ item: makeItem({ ItemType: 'record-audio' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops by itself at the time limit', async () => {
    vi.useFakeTimers();
    const onRecording = vi.fn();
    renderItem({ item: makeItem({ ItemType: 'record-audio', TimeLimitSeconds: 30 }), onRecording });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(screen.getByText('Recording 0:00 of 0:30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(onRecording).not.toHaveBeenCalled();
    expect(screen.getByText('Recording 0:29 of 0:30')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onRecording).toHaveBeenCalledTimes(1);
  });

  it('delivers a recording in progress when the item is left', async () => {
    const onRecording = vi.fn();
    const { unmount } = renderItem({ item: makeItem({ ItemType: 'record-audio' }), onRecording });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    unmount();
    expect(onRecording).toHaveBeenCalledTimes(1);
  });

  it('says clearly when the microphone is not allowed', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderItem({ item: makeItem({ ItemType: 'record-audio' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/Access to the microphone was not allowed/);
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
  });

  it('says clearly when recording is not available at all', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderItem({ item: makeItem({ ItemType: 'record-audio' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/Recording is not available in this browser/);
  });

  it('plays back the pending recording, else the stored one', () => {
    const { unmount } = renderItem({
      item: makeItem({ ItemType: 'record-audio' }),
      value: response({ enteredText: 'https://cdn.example/stored.webm' }),
      pendingRecordingUrl: 'blob:local-1',
    });
    expect(screen.getByLabelText('Recording of Answer for question 3').getAttribute('src')).toBe(
      'blob:local-1',
    );
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
    unmount();
    renderItem({
      item: makeItem({ ItemType: 'record-audio' }),
      value: response({ enteredText: 'https://cdn.example/stored.webm' }),
    });
    expect(screen.getByLabelText('Recording of Answer for question 3').getAttribute('src')).toBe(
      'https://cdn.example/stored.webm',
    );
  });
});

describe('record-video', () => {
  it('asks for the camera too and records video', async () => {
    const onRecording = vi.fn();
    renderItem({ item: makeItem({ ItemType: 'record-video' }), onRecording });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(screen.getByLabelText('Camera preview').tagName).toBe('VIDEO');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onRecording.mock.calls[0]?.[1]).toBe('video/webm');
  });
});

describe('record-notify', () => {
  it('counts down the preparation, beeps, records by itself and stops at the limit', async () => {
    vi.useFakeTimers();
    const oscillator = {
      frequency: { value: 0 },
      connect: vi.fn(),
      start: vi.fn(),
      stop: vi.fn(),
      onended: null,
    };
    oscillator.connect.mockReturnValue({ connect: vi.fn() });
    const AudioContextMock = vi.fn(function (this: Record<string, unknown>) {
      this.currentTime = 0;
      this.destination = {};
      this.createOscillator = () => oscillator;
      this.createGain = () => ({ gain: { value: 0 }, connect: vi.fn() });
      this.close = vi.fn();
    });
    vi.stubGlobal('AudioContext', AudioContextMock);
    const onRecording = vi.fn();
    renderItem({
      item: makeItem({ ItemType: 'record-notify', PrepSeconds: 3, TimeLimitSeconds: 10 }),
      onRecording,
    });
    await settle();
    expect(screen.getByText('Recording starts in 3 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('Recording starts in 1 s')).toBeTruthy();
    expect(FakeRecorder.instances).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(oscillator.start).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(FakeRecorder.instances).toHaveLength(1);
    expect(screen.getByText('Recording 0:00 of 0:10')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onRecording).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on the panel: Start recording now, then Stop', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', undefined);
    renderItem({ item: makeItem({ ItemType: 'record-notify', PrepSeconds: 30, TimeLimitSeconds: 60 }) });
    await settle();
    // Preparation starts by itself on arrival: the focus is not taken then.
    expect(document.activeElement).toBe(document.body);
    const now = screen.getByRole('button', { name: 'Start recording now' });
    now.focus();
    fireEvent.click(now);
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start' }));
  });

  it('does not start by itself when a recording exists', async () => {
    renderItem({
      item: makeItem({ ItemType: 'record-notify', PrepSeconds: 3, TimeLimitSeconds: 10 }),
      value: response({ enteredText: 'https://cdn.example/a.webm' }),
    });
    await settle();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
  });
});

describe('record review', () => {
  it('plays the stored recording, offers no recording, shows the note', () => {
    renderReview(
      makeItem({ ItemType: 'record-audio' }),
      response({ enteredText: 'https://cdn.example/a.webm' }),
      makeResult({ isCorrect: null }),
    );
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
    expect(screen.getByLabelText('Recording of Answer for question 3').getAttribute('src')).toBe(
      'https://cdn.example/a.webm',
    );
    expect(screen.getByText(ESSAY_NOTE)).toBeTruthy();
  });
});

describe('a recording the runner finishes', () => {
  /** The item inside a runner that keeps the finish of each recording begun. */
  function renderInRunner() {
    const finishes: (() => Promise<void>)[] = [];
    const released = vi.fn();
    const registry: RecordingRegistry = {
      began: (finish) => {
        finishes.push(finish);
        return released;
      },
    };
    const onRecording = vi.fn();
    render(
      <MantineProvider>
        <RecordingRegistryContext.Provider value={registry}>
          <ItemView
            item={makeItem({ ItemType: 'record-audio' })}
            value={emptyResponse()}
            onChange={() => {}}
            mode="answer"
            questionNumber={3}
            onRecording={onRecording}
          />
        </RecordingRegistryContext.Provider>
      </MantineProvider>,
    );
    return { finishes, released, onRecording };
  }

  it('tells the runner when it records; finishing it stops it and hands the recording over first', async () => {
    const { finishes, released, onRecording } = renderInRunner();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    expect(finishes).toHaveLength(1);
    await act(() => finishes[0]?.() ?? Promise.resolve());
    expect(onRecording).toHaveBeenCalledTimes(1);
    expect(released).toHaveBeenCalledTimes(1);
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
    expect(screen.getByRole('button', { name: 'Record' })).toBeTruthy();
  });

  it('a recorder that never says it stopped hands over what it recorded so far', async () => {
    vi.useFakeTimers();
    const { finishes, onRecording } = renderInRunner();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await settle();
    const recorder = FakeRecorder.instances[0] as FakeRecorder;
    recorder.ondataavailable?.({ data: new Blob(['first second'], { type: 'audio/webm' }) });
    recorder.stop = () => {
      recorder.state = 'inactive';
    };
    let done = false;
    void finishes[0]?.().then(() => {
      done = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(STOP_WAIT_MS - 100));
    expect(done).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(done).toBe(true);
    expect(onRecording).toHaveBeenCalledTimes(1);
    const [blob] = onRecording.mock.calls[0] as [Blob, string];
    expect(await blob.text()).toBe('first second');
  });
});
