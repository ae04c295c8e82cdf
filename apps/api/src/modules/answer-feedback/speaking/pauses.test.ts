import { describe, expect, it } from 'vitest';
import { detectSpeech, FRAME_SECONDS, speakingMeasures } from './pauses';

const RATE = 16_000;

/** A seeded generator, so that every run hears the same noise. */
function noise(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
}

type Piece = { sound: 'tone' | 'burst' | 'silence'; seconds: number };

/** Tones (a voice's pitch) or noise bursts (a fricative) separated by silences of known length, over an optional noise floor. */
function signal(pieces: Piece[], opts: { floor?: number; amplitude?: number } = {}): Float32Array {
  const total = Math.round(pieces.reduce((sum, p) => sum + p.seconds, 0) * RATE);
  const pcm = new Float32Array(total);
  const rand = noise(7);
  const amplitude = opts.amplitude ?? 0.3;
  let at = 0;
  for (const p of pieces) {
    const n = Math.round(p.seconds * RATE);
    for (let i = 0; i < n && at + i < total; i++) {
      const t = (at + i) / RATE;
      if (p.sound === 'tone')
        pcm[at + i] =
          amplitude * (0.7 * Math.sin(2 * Math.PI * 180 * t) + 0.3 * Math.sin(2 * Math.PI * 900 * t));
      if (p.sound === 'burst') pcm[at + i] = amplitude * 2 * rand();
    }
    at += n;
  }
  // The floor: white noise of RMS `floor` under everything (a room, a laptop's fan).
  if (opts.floor)
    for (let i = 0; i < total; i++) pcm[i] = (pcm[i] as number) + opts.floor * Math.sqrt(12) * rand();
  return pcm;
}

const tone = (seconds: number): Piece => ({ sound: 'tone', seconds });
const burst = (seconds: number): Piece => ({ sound: 'burst', seconds });
const gap = (seconds: number): Piece => ({ sound: 'silence', seconds });

/** Within one frame of the truth (20 ms; the figures are rounded to 10 ms), or within `frames` frames for a sum of several lengths. */
function near(actual: number, expected: number, frames = 1) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(frames * FRAME_SECONDS + 0.005);
}

describe('speakingMeasures', () => {
  it('counts the pauses inside the answer and times them, not the silence before and after it', () => {
    const pcm = signal([
      gap(1.2),
      tone(2.013),
      gap(0.5),
      tone(1.5),
      gap(1.27),
      burst(0.8),
      gap(0.3),
      tone(2.1),
      gap(2),
    ]);
    const m = speakingMeasures(pcm, RATE, 60);
    expect(m.pauses).toBe(3);
    near(m.recordingSeconds, 11.683);
    near(m.speakingSeconds, 2.013 + 1.5 + 0.8 + 2.1, 4);
    near(m.longestSilenceSeconds, 1.27);
    near(m.meanPauseSeconds, (0.5 + 1.27 + 0.3) / 3);
    expect(m.taskSeconds).toBe(60);
    const spanMinutes = (2.013 + 0.5 + 1.5 + 1.27 + 0.8 + 0.3 + 2.1) / 60;
    expect(m.pausesPerMinute).toBeCloseTo(3 / spanMinutes, 0);
    expect(m.transcript).toBeNull();
    expect(m.wordsPerMinute).toBeNull();
  });

  it('places each pause within a frame of where it is', () => {
    const lengths = [0.26, 0.41, 0.777, 1.5, 3.05];
    const pieces: Piece[] = [gap(0.3), tone(0.9)];
    for (const l of lengths) pieces.push(gap(l), tone(0.9));
    const activity = detectSpeech(signal(pieces), RATE);
    expect(activity.segments).toHaveLength(lengths.length + 1);
    let at = 0.3;
    activity.segments.forEach((s, i) => {
      near(s.start, at);
      near(s.end, at + 0.9);
      at += 0.9 + (lengths[i] ?? 0);
    });
  });

  it('bridges silences shorter than a quarter of a second (the gaps between words)', () => {
    const m = speakingMeasures(
      signal([tone(1), gap(0.12), tone(1), gap(0.2), tone(1), gap(0.6), tone(1)]),
      RATE,
      null,
    );
    expect(m.pauses).toBe(1);
    near(m.longestSilenceSeconds, 0.6);
    // The bridged gaps are part of speaking.
    near(m.speakingSeconds, 3.32 + 1, 2);
    expect(m.taskSeconds).toBeNull();
  });

  it('finds the same pauses over a noisy floor', () => {
    const pieces = [
      gap(0.8),
      tone(1.6),
      gap(0.7),
      burst(1.1),
      gap(0.35),
      tone(2),
      gap(1.9),
      tone(1.2),
      gap(0.6),
    ];
    // Speech about 30 dB over a floor of -45 dBFS: a laptop's microphone in a quiet room.
    const pcm = signal(pieces, { floor: 10 ** (-45 / 20) });
    const activity = detectSpeech(pcm, RATE);
    expect(activity.floorDb).toBeGreaterThan(-47);
    expect(activity.thresholdDb).toBeGreaterThan(activity.floorDb);
    const m = speakingMeasures(pcm, RATE, 90);
    expect(m.pauses).toBe(3);
    near(m.longestSilenceSeconds, 1.9);
    near(m.meanPauseSeconds, (0.7 + 0.35 + 1.9) / 3);
    near(m.speakingSeconds, 1.6 + 1.1 + 2 + 1.2, 4);
  });

  it('does not let a click split a pause', () => {
    const m = speakingMeasures(signal([tone(1.5), gap(0.6), burst(0.03), gap(0.6), tone(1.5)]), RATE, null);
    expect(m.pauses).toBe(1);
    near(m.longestSilenceSeconds, 1.23);
  });

  it('measures a quiet speaker as it does a loud one (the threshold follows the recording)', () => {
    const pieces = [gap(0.5), tone(1), gap(0.45), tone(1), gap(0.9), tone(1), gap(0.5)];
    const loud = speakingMeasures(signal(pieces, { amplitude: 0.5, floor: 0.0005 }), RATE, null);
    const quiet = speakingMeasures(signal(pieces, { amplitude: 0.01, floor: 0.0005 }), RATE, null);
    expect(quiet.pauses).toBe(2);
    expect(loud.pauses).toBe(2);
    near(quiet.longestSilenceSeconds, 0.9);
    near(quiet.speakingSeconds, loud.speakingSeconds, 3);
  });

  it('finds no speech in silence or in steady noise', () => {
    for (const pcm of [new Float32Array(RATE * 3), signal([gap(3)], { floor: 0.01 })]) {
      const m = speakingMeasures(pcm, RATE, 30);
      expect(m).toMatchObject({
        speakingSeconds: 0,
        pauses: 0,
        meanPauseSeconds: 0,
        longestSilenceSeconds: 0,
        pausesPerMinute: 0,
      });
      near(m.recordingSeconds, 3);
    }
  });

  it('has no pause in one unbroken stretch of speech', () => {
    const m = speakingMeasures(signal([gap(0.4), tone(5), gap(0.4)]), RATE, null);
    expect(m).toMatchObject({ pauses: 0, meanPauseSeconds: 0, longestSilenceSeconds: 0, pausesPerMinute: 0 });
    near(m.speakingSeconds, 5);
  });

  it('reads recordings at another sample rate', () => {
    const at8k = signal([tone(1), gap(0.5), tone(1)]).filter((_, i) => i % 2 === 0);
    const m = speakingMeasures(at8k, RATE / 2, null);
    expect(m.pauses).toBe(1);
    near(m.longestSilenceSeconds, 0.5);
  });
});
