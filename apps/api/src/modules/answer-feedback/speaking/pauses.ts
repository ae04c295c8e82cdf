import type { SpeakingMeasures } from '@portico/contract/answer-feedback';

/**
 * Where a spoken answer is speech and where it is silent, from the recording's loudness alone
 * (decision 058): the recording is cut into 20 ms frames, each frame's loudness (RMS, in dB below
 * full scale) is compared with a threshold set from this recording's own noise floor and speech
 * level, and silences shorter than a pause are bridged. Nothing here knows what was said: the
 * measures are speaking time, and the number and length of the pauses inside the answer.
 */

/** Frame length: long enough to average over a low voice's periods; edges are then placed within the frame. */
export const FRAME_SECONDS = 0.02;
/** A silence this long or longer inside the answer is a pause (shorter ones are the gaps between words and stop consonants). */
export const MIN_PAUSE_SECONDS = 0.25;
/** Sound shorter than this between two silences is a click or a breath, not speech. */
export const MIN_SPEECH_SECONDS = 0.1;

/** The loudness of digital silence, so that log10(0) never appears. */
const SILENCE_DB = -100;
/** Below this gap between the quiet and the loud frames, nothing stands out of the noise: no speech. */
const MIN_DYNAMIC_RANGE_DB = 10;
/** The threshold sits this far up from the noise floor towards the speech level… */
const THRESHOLD_SHARE = 0.3;
/** …and no lower than this far below the speech level (a near-silent floor would otherwise catch echoes). */
const MAX_DEPTH_BELOW_SPEECH_DB = 40;

export interface SpeechSegment {
  /** Seconds from the recording's start. */
  start: number;
  end: number;
}

export interface SpeechActivity {
  recordingSeconds: number;
  segments: SpeechSegment[];
  /** Loudness of the quiet frames (10th percentile), of the loud ones (95th), and the threshold used (dBFS). */
  floorDb: number;
  speechDb: number;
  thresholdDb: number;
}

/** Each frame's RMS in dBFS. */
export function frameLoudness(pcm: Float32Array, sampleRate: number): Float64Array {
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const frames = Math.floor(pcm.length / size);
  const db = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    const from = f * size;
    for (let i = from; i < from + size; i++) {
      const v = pcm[i] as number;
      sum += v * v;
    }
    const rms = Math.sqrt(sum / size);
    db[f] = rms > 0 ? Math.max(SILENCE_DB, 20 * Math.log10(rms)) : SILENCE_DB;
  }
  return db;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return SILENCE_DB;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))));
  return sorted[i] as number;
}

/** The speech segments of a recording, silences shorter than a pause bridged and clicks dropped. */
export function detectSpeech(pcm: Float32Array, sampleRate: number): SpeechActivity {
  const recordingSeconds = pcm.length / sampleRate;
  const db = frameLoudness(pcm, sampleRate);
  const sorted = Float64Array.from(db).sort();
  const floorDb = percentile(sorted, 0.1);
  const speechDb = percentile(sorted, 0.95);
  const thresholdDb = Math.max(
    floorDb + THRESHOLD_SHARE * (speechDb - floorDb),
    speechDb - MAX_DEPTH_BELOW_SPEECH_DB,
  );
  const activity = { recordingSeconds, floorDb, speechDb, thresholdDb };
  if (speechDb - floorDb < MIN_DYNAMIC_RANGE_DB) return { ...activity, segments: [] };

  // Runs of loud frames, their edges placed within the edge frames, then the silences too short to
  // be pauses bridged and what is still too short to be speech dropped.
  const size = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const bridged: SpeechSegment[] = [];
  for (const [from, to] of loudRuns(db, thresholdDb)) {
    const start = refineEdge(pcm, from * size, size, thresholdDb, 'first') / sampleRate;
    const end = refineEdge(pcm, (to - 1) * size, size, thresholdDb, 'last') / sampleRate;
    const last = bridged[bridged.length - 1];
    if (last && start - last.end < MIN_PAUSE_SECONDS) last.end = end;
    else bridged.push({ start, end });
  }
  return { ...activity, segments: bridged.filter((s) => s.end - s.start >= MIN_SPEECH_SECONDS) };
}

/** Runs of frames louder than the threshold, as [first, after last). */
function loudRuns(db: Float64Array, thresholdDb: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (let f = 0; f < db.length; f++) {
    if ((db[f] as number) <= thresholdDb) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === f) last[1] = f + 1;
    else runs.push([f, f + 1]);
  }
  return runs;
}

/** Quarters of a frame: where in an edge frame the sound starts or stops, to 5 ms. */
const EDGE_PARTS = 4;

/**
 * The sample where sound starts (the first loud quarter of the frame at `from`) or stops (the end of
 * its last loud quarter). A whole frame counts as loud even when the sound fills only part of it;
 * without this a pause would come out up to two frames short.
 */
function refineEdge(
  pcm: Float32Array,
  from: number,
  size: number,
  thresholdDb: number,
  which: 'first' | 'last',
): number {
  const part = Math.max(1, Math.floor(size / EDGE_PARTS));
  const loud = (k: number) => {
    let sum = 0;
    for (let i = from + k * part; i < from + (k + 1) * part; i++) sum += (pcm[i] as number) ** 2;
    return sum > 0 && 10 * Math.log10(sum / part) > thresholdDb;
  };
  if (which === 'first') {
    for (let k = 0; k < EDGE_PARTS; k++) if (loud(k)) return from + k * part;
    return from;
  }
  for (let k = EDGE_PARTS - 1; k >= 0; k--) if (loud(k)) return from + (k + 1) * part;
  return from + size;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A spoken answer's measures (SpeakingMeasures): the recording's length, the time spent speaking,
 * and the pauses inside the answer, between its first and its last sound, so that the silence
 * before the student starts and after they stop is not counted. longestSilenceSeconds is the
 * longest of those pauses (0 without one); pausesPerMinute is per minute of that span. The
 * transcript and words per minute are left null: loudness cannot tell them.
 */
export function speakingMeasures(
  pcm: Float32Array,
  sampleRate: number,
  taskSeconds: number | null,
): SpeakingMeasures {
  const { recordingSeconds, segments } = detectSpeech(pcm, sampleRate);
  const pauses: number[] = [];
  for (let i = 1; i < segments.length; i++) {
    pauses.push((segments[i] as SpeechSegment).start - (segments[i - 1] as SpeechSegment).end);
  }
  const speakingSeconds = segments.reduce((sum, s) => sum + (s.end - s.start), 0);
  const first = segments[0];
  const last = segments[segments.length - 1];
  const spanSeconds = first && last ? last.end - first.start : 0;
  const pauseTotal = pauses.reduce((sum, p) => sum + p, 0);
  return {
    recordingSeconds: round2(recordingSeconds),
    speakingSeconds: round2(speakingSeconds),
    taskSeconds,
    pauses: pauses.length,
    meanPauseSeconds: pauses.length ? round2(pauseTotal / pauses.length) : 0,
    longestSilenceSeconds: round2(pauses.length ? Math.max(...pauses) : 0),
    pausesPerMinute: spanSeconds > 0 ? Math.round((pauses.length / (spanSeconds / 60)) * 10) / 10 : 0,
    transcript: null,
    wordsPerMinute: null,
  };
}
