import type { SpeakingMeasures } from '@portico/contract/answer-feedback';
import { type DecodeLimits, decodeRecording } from './decode';
import { speakingMeasures } from './pauses';

/**
 * A spoken answer's measures, from its recording as uploaded (decision 058): decoded with the
 * server's ffmpeg, then timed by loudness. No recogniser is used: the one Debian ships (pocketsphinx)
 * got three words in four wrong on clear synthetic answers and two in five on a native speaker
 * reading aloud (bench/README.md, "Speaking answers"), so the transcript and words per minute stay
 * null rather than show a student words they did not say.
 */

export type SpeakingResult =
  | { state: 'ready'; measures: SpeakingMeasures; truncated: boolean }
  /** The server cannot decode recordings (no ffmpeg): the report says 'not available on this server'. */
  | { state: 'unavailable'; reason: string }
  /** This recording could not be decoded (empty, too large, not audio); detail is for the log. */
  | { state: 'failed'; reason: string; detail?: string };

export interface MeasureOptions {
  /** The task's speaking time (seconds), null where unknown. */
  taskSeconds: number | null;
  limits?: Partial<DecodeLimits>;
}

export async function measureSpeaking(audio: Uint8Array, opts: MeasureOptions): Promise<SpeakingResult> {
  const decoded = await decodeRecording(audio, opts.limits);
  if (decoded.state !== 'ready') return decoded;
  return {
    state: 'ready',
    measures: speakingMeasures(decoded.pcm, decoded.sampleRate, opts.taskSeconds),
    truncated: decoded.truncated,
  };
}
