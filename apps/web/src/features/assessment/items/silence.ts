/**
 * Below this RMS a 100 ms frame counts as silence. Samples are full scale (-1…1). Speech into a
 * laptop or headset microphone sits around 0.05–0.3 RMS (about -26 to -10 dBFS), all the more as
 * browsers apply auto gain by default; a quiet room after the browser's noise suppression sits
 * around 0.001–0.005. 0.015 (about -36 dBFS) leaves a wide margin on both sides: a soft-spoken
 * student still counts as speaking, and a fan or mains hum does not keep the microphone open.
 */
export const SILENCE_RMS = 0.015;

export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

export interface SilenceDetectorOptions {
  silenceSeconds: number;
  threshold?: number;
  /** When the microphone opened: silence counts from here until the first sound (PTE: 3 s of nothing at the start closes it too). */
  startMs?: number;
}

/** Is the microphone to close now? Fed one frame of samples at a time, `atMs` being when the frame ends. */
export type SilenceDetector = (samples: Float32Array, atMs: number) => boolean;

/**
 * PTE Academic closes the microphone after `silenceSeconds` without speech, at the start as
 * after speaking. A frame that is loud enough ends the quiet; the quiet is measured from the end of
 * the last loud frame (or from `startMs`), so a pause shorter than the limit never closes it.
 */
export function createSilenceDetector({
  silenceSeconds,
  threshold = SILENCE_RMS,
  startMs = 0,
}: SilenceDetectorOptions): SilenceDetector {
  let quietSince = startMs;
  return (samples, atMs) => {
    if (rms(samples) >= threshold) {
      quietSince = atMs;
      return false;
    }
    return atMs - quietSince >= silenceSeconds * 1000;
  };
}
