import { describe, expect, it } from 'vitest';
import { createSilenceDetector, rms, SILENCE_RMS, type SilenceDetector } from './silence';

const RATE = 48_000;
const FRAME_MS = 100;
const FRAME = (RATE * FRAME_MS) / 1000;

/** A steady voice: a 220 Hz sine, its phase running on from frame to frame. */
function voiced(frameIndex: number, amplitude = 0.3): Float32Array {
  const out = new Float32Array(FRAME);
  for (let i = 0; i < FRAME; i++) {
    out[i] = amplitude * Math.sin((2 * Math.PI * 220 * (frameIndex * FRAME + i)) / RATE);
  }
  return out;
}

/** A quiet room: zeros plus noise within ±0.002, from a seeded generator so every run is the same. */
function silent(frameIndex: number): Float32Array {
  let seed = frameIndex + 1;
  const out = new Float32Array(FRAME);
  for (let i = 0; i < FRAME; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    out[i] = (seed / 2 ** 32 - 0.5) * 0.004;
  }
  return out;
}

type Part = ['voice' | 'silence', number];

/**
 * Feeds the detector 100 ms frames for the parts given (in ms); each frame is stamped with the time
 * it ends, as a poll reads what was heard up to now. Returns when the microphone closed, or null.
 */
function closesAt(detect: SilenceDetector, ...parts: Part[]): number | null {
  let index = 0;
  for (const [kind, ms] of parts) {
    for (let t = 0; t < ms; t += FRAME_MS) {
      const samples = kind === 'voice' ? voiced(index) : silent(index);
      index += 1;
      if (detect(samples, index * FRAME_MS)) return index * FRAME_MS;
    }
  }
  return null;
}

const pte = () => createSilenceDetector({ silenceSeconds: 3 });

describe('the generated samples', () => {
  it('put a voice well above the threshold and a quiet room well below it', () => {
    expect(rms(voiced(0))).toBeCloseTo(0.3 / Math.SQRT2, 2);
    expect(rms(silent(0))).toBeLessThan(0.002);
    expect(rms(voiced(0, 0.03))).toBeGreaterThan(SILENCE_RMS);
  });
});

describe('createSilenceDetector (PTE: 3 s of silence close the microphone)', () => {
  it('closes 3 s after the student stops speaking', () => {
    expect(closesAt(pte(), ['voice', 2_000], ['silence', 10_000])).toBe(5_000);
  });

  it('never closes while the student speaks', () => {
    expect(closesAt(pte(), ['voice', 40_000])).toBeNull();
  });

  it('closes 3 s after the microphone opens when the student says nothing', () => {
    expect(closesAt(pte(), ['silence', 10_000])).toBe(3_000);
  });

  it('counts from startMs, the moment the microphone opened', () => {
    const detect = createSilenceDetector({ silenceSeconds: 3, startMs: 10_000 });
    expect(detect(silent(0), 12_900)).toBe(false);
    expect(detect(silent(1), 13_000)).toBe(true);
  });

  it('lets pauses of 2 s pass', () => {
    const pauses: Part[] = [
      ['voice', 1_500],
      ['silence', 2_000],
      ['voice', 500],
      ['silence', 2_000],
      ['voice', 3_000],
    ];
    expect(closesAt(pte(), ...pauses)).toBeNull();
  });

  it('counts a quiet but real voice as speech', () => {
    const soft = createSilenceDetector({ silenceSeconds: 3 });
    for (let i = 0; i < 100; i++) expect(soft(voiced(i, 0.03), (i + 1) * FRAME_MS)).toBe(false);
  });

  it('follows the silence length it is given', () => {
    expect(closesAt(createSilenceDetector({ silenceSeconds: 5 }), ['voice', 1_000], ['silence', 9_000])).toBe(
      6_000,
    );
  });
});
