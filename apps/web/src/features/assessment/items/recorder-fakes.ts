import { vi } from 'vitest';

/** MediaRecorder as far as the recorder uses it; stop() hands over one chunk, as browsers do. */
export class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (t: string) => t === 'audio/webm' || t === 'video/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    public stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

export const stopTrack = vi.fn();
export const getUserMedia = vi.fn();

/** A fresh MediaRecorder and a microphone that is granted; call from beforeEach. */
export function stubRecording() {
  FakeRecorder.instances = [];
  stopTrack.mockReset();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

/**
 * Web Audio as the recorder uses it: the beep's oscillator, and an analyser that reads a 220 Hz
 * voice at `FakeAudioContext.amplitude` (0: silence). `state` is what new contexts start in.
 */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static amplitude = 0;
  static startState: AudioContextState = 'running';
  state: AudioContextState = FakeAudioContext.startState;
  currentTime = 0;
  destination = {};
  listening = false;
  close = vi.fn(async () => {
    this.state = 'closed';
  });
  resume = vi.fn(async () => {});
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: () => ({ connect: () => {} }), start() {}, stop() {} };
  }
  createGain() {
    return { gain: { value: 0 } };
  }
  createMediaStreamSource() {
    this.listening = true;
    return { connect: () => {} };
  }
  createAnalyser() {
    return {
      fftSize: 2048,
      getFloatTimeDomainData(frame: Float32Array) {
        for (let i = 0; i < frame.length; i++)
          frame[i] = FakeAudioContext.amplitude * Math.sin((2 * Math.PI * 220 * i) / 48_000);
      },
    };
  }
  /** The context that listens to the microphone (the others only beep). */
  static listener() {
    return FakeAudioContext.instances.find((c) => c.listening);
  }
  static install(state: AudioContextState = 'running') {
    FakeAudioContext.instances = [];
    FakeAudioContext.amplitude = 0;
    FakeAudioContext.startState = state;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  }
}
