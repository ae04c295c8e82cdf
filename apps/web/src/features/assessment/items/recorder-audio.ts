import { createSilenceDetector, rms } from './silence';

const audioContextClass = (): typeof AudioContext | undefined =>
  window.AudioContext ??
  (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;

/** A short beep (record-notify, speaking profiles: the preparation time is over). */
export function beep() {
  const Ctx = audioContextClass();
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.2;
    osc.connect(gain).connect(ctx.destination);
    osc.onended = () => void ctx.close();
    osc.start();
    osc.stop(ctx.currentTime + 0.3);
  } catch {
    // No sound is no reason to stop the recording from starting.
  }
}

const SILENCE_POLL_MS = 100;

function openAnalyser(stream: MediaStream): { ctx: AudioContext; analyser: AnalyserNode } | null {
  const Ctx = audioContextClass();
  if (!Ctx) return null;
  let ctx: AudioContext | undefined;
  try {
    ctx = new Ctx();
    const analyser = ctx.createAnalyser();
    // About 90 ms of sound at 44.1–48 kHz: each poll sees nearly all that was said since the last.
    analyser.fftSize = 4096;
    ctx.createMediaStreamSource(stream).connect(analyser);
    // Safari before 14.1 has no float samples; there the recording runs to its limit.
    if (typeof analyser.getFloatTimeDomainData !== 'function') throw new Error('No float samples');
    return { ctx, analyser };
  } catch {
    void ctx?.close();
    return null;
  }
}

/**
 * Calls onSilence after `seconds` without speech (speaking profiles; PTE Academic: 3 s). Returns
 * how to stop listening, or null without Web Audio: then the recording simply runs to its limit.
 */
export function listenForSilence(
  stream: MediaStream,
  seconds: number,
  onSilence: () => void,
): (() => void) | null {
  const opened = openAnalyser(stream);
  if (!opened) return null;
  const { ctx, analyser } = opened;
  // Without a click just before, a browser may keep the context suspended; it then reads zeros.
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  const frame = new Float32Array(analyser.fftSize);
  let closes = createSilenceDetector({ silenceSeconds: seconds, startMs: Date.now() });
  const poll = setInterval(() => {
    const now = Date.now();
    if (ctx.state !== 'running') {
      // Zeros from a context that is not running are no silence of the student's: count afresh.
      closes = createSilenceDetector({ silenceSeconds: seconds, startMs: now });
      return;
    }
    analyser.getFloatTimeDomainData(frame);
    if (closes(frame, now)) onSilence();
  }, SILENCE_POLL_MS);
  return () => {
    clearInterval(poll);
    void ctx.close();
  };
}

/**
 * Reads the microphone's level every 100 ms (PTE's equipment check before the test): `onLevel`
 * gets each frame's RMS. Returns how to stop, or null without Web Audio.
 */
export function listenForLevel(stream: MediaStream, onLevel: (rms: number) => void): (() => void) | null {
  const opened = openAnalyser(stream);
  if (!opened) return null;
  const { ctx, analyser } = opened;
  if (ctx.state === 'suspended') ctx.resume().catch(() => {});
  const frame = new Float32Array(analyser.fftSize);
  const poll = setInterval(() => {
    if (ctx.state !== 'running') return;
    analyser.getFloatTimeDomainData(frame);
    onLevel(rms(frame));
  }, SILENCE_POLL_MS);
  return () => {
    clearInterval(poll);
    void ctx.close();
  };
}
