import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Decodes a student's spoken answer (the runner's MediaRecorder WebM/Opus, the demo's Ogg clips, MP3,
 * WAV) to 16 kHz mono 32-bit float PCM with the server's ffmpeg (Debian's package), so that the
 * answer is measured on Portico's own server (decision 058). The recording goes to ffmpeg's stdin and
 * the samples come back on its stdout, with no shell. ffmpeg may open nothing but its own pipes, so
 * a playlist or a reference file uploaded as a recording cannot make it read the server's files or
 * call out. MP4 (Safari's recordings, a phone's voice memo) is the exception: its index may sit at
 * the end of the file, which a pipe cannot seek to, so it is written to a private temporary file
 * and read by the MP4 reader alone (which follows no references to other files unless told to).
 */

export const SAMPLE_RATE = 16_000;

export interface DecodeLimits {
  /** The recording's size at most (bytes); larger uploads are not decoded. */
  maxInputBytes: number;
  /** Seconds of audio decoded at most; a longer recording is measured on its start only. */
  maxSeconds: number;
  /** ffmpeg is ended after this long. */
  timeoutMs: number;
  /** The ffmpeg program; found on PATH by default (FFMPEG_PATH overrides). */
  ffmpegPath: string;
}

/** A speaking answer lasts a few minutes at most (IELTS Part 2: two); ten minutes leave room. */
export const DEFAULT_DECODE_LIMITS: DecodeLimits = {
  maxInputBytes: 25 * 1024 * 1024,
  maxSeconds: 600,
  timeoutMs: 30_000,
  ffmpegPath: process.env.FFMPEG_PATH || 'ffmpeg',
};

export type DecodeResult =
  | { state: 'ready'; pcm: Float32Array; sampleRate: number; truncated: boolean }
  /** This server cannot decode recordings at all (no ffmpeg). */
  | { state: 'unavailable'; reason: string }
  /** This recording could not be decoded (empty, too large, not audio, too slow); detail: ffmpeg's words, for the log. */
  | { state: 'failed'; reason: string; detail?: string };

export const UNAVAILABLE_REASON = 'Recordings cannot be measured on this server: ffmpeg is not installed.';

const availability = new Map<string, Promise<boolean>>();

/** Whether this server can decode recordings (its ffmpeg answers `-version`); asked once per path. */
export function decodingAvailable(ffmpegPath = DEFAULT_DECODE_LIMITS.ffmpegPath): Promise<boolean> {
  let known = availability.get(ffmpegPath);
  if (!known) {
    known = new Promise<boolean>((resolve) => {
      try {
        const child = spawn(ffmpegPath, ['-hide_banner', '-version'], { stdio: 'ignore' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.on('error', () => {
          clearTimeout(timer);
          resolve(false);
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          resolve(code === 0);
        });
      } catch {
        resolve(false);
      }
    });
    availability.set(ffmpegPath, known);
  }
  return known;
}

/** Whether the bytes are an MP4/QuickTime file (an 'ftyp' box first). */
export function isMp4(audio: Uint8Array): boolean {
  return audio.byteLength >= 12 && Buffer.from(audio.subarray(4, 8)).toString('latin1') === 'ftyp';
}

/**
 * ffmpeg's arguments: any container on stdin (or an MP4 file), its first audio stream as f32le mono
 * 16 kHz on stdout.
 */
export function ffmpegArgs(maxSeconds: number, mp4File: string | null = null): string[] {
  const input = mp4File
    ? ['-protocol_whitelist', 'file', '-f', 'mov', '-i', mp4File]
    : ['-protocol_whitelist', 'pipe', '-i', 'pipe:0'];
  return [
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'error',
    ...input,
    '-map',
    '0:a:0',
    '-vn',
    '-t',
    String(maxSeconds),
    '-f',
    'f32le',
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    'pipe:1',
  ];
}

/** Decodes one recording; never throws. */
export async function decodeRecording(
  audio: Uint8Array,
  limits: Partial<DecodeLimits> = {},
): Promise<DecodeResult> {
  const l: DecodeLimits = { ...DEFAULT_DECODE_LIMITS, ...limits };
  if (audio.byteLength === 0) return { state: 'failed', reason: 'The recording is empty.' };
  if (audio.byteLength > l.maxInputBytes) {
    return {
      state: 'failed',
      reason: `The recording is larger than ${Math.round(l.maxInputBytes / 1048576)} MB.`,
    };
  }
  if (!(await decodingAvailable(l.ffmpegPath))) return { state: 'unavailable', reason: UNAVAILABLE_REASON };
  let run: FfmpegRun;
  try {
    run = isMp4(audio) ? await runOnFile(audio, l) : await runFfmpeg(audio, l, null);
  } catch (err) {
    // The temporary file could not be written (a full disk): this recording is not measured now.
    return { state: 'failed', reason: 'The recording could not be read as audio.', detail: String(err) };
  }
  if (run.spawnError) return { state: 'unavailable', reason: UNAVAILABLE_REASON };
  if (run.timedOut) return { state: 'failed', reason: 'The recording took too long to decode.' };
  if (run.code !== 0) {
    return {
      state: 'failed',
      reason: 'The recording could not be read as audio.',
      detail: ffmpegMessage(run.stderr, run.code),
    };
  }
  const usable = run.stdout.byteLength - (run.stdout.byteLength % 4);
  if (usable === 0) return { state: 'failed', reason: 'The recording has no sound in it.' };
  // A copy aligned for Float32Array (Buffer chunks may start at any byte); f32le is the host's
  // order on every platform Node runs Portico on.
  const pcm = new Float32Array(
    run.stdout.buffer.slice(run.stdout.byteOffset, run.stdout.byteOffset + usable),
  );
  const truncated = pcm.length >= l.maxSeconds * SAMPLE_RATE;
  return { state: 'ready', pcm, sampleRate: SAMPLE_RATE, truncated };
}

interface FfmpegRun {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
  spawnError: Error | null;
}

async function runOnFile(audio: Uint8Array, l: DecodeLimits): Promise<FfmpegRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-answer-'));
  try {
    const file = path.join(dir, 'answer.mp4');
    await writeFile(file, audio, { mode: 0o600 });
    return await runFfmpeg(audio, l, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runFfmpeg(audio: Uint8Array, l: DecodeLimits, mp4File: string | null): Promise<FfmpegRun> {
  // The output never needs more than maxSeconds of samples (plus a frame of slack).
  const maxOutput = (l.maxSeconds + 1) * SAMPLE_RATE * 4;
  return new Promise<FfmpegRun>((resolve) => {
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let timedOut = false;
    let spawnError: Error | null = null;
    const child = spawn(l.ffmpegPath, ffmpegArgs(l.maxSeconds, mp4File), {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, l.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.byteLength;
      if (outBytes > maxOutput) {
        child.kill('SIGKILL');
        return;
      }
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', (err) => {
      spawnError = err;
    });
    // ffmpeg stops reading once it has maxSeconds of audio, or at a broken file: not an error here.
    child.stdin.on('error', () => {});
    // An MP4 is read from its file: stdin is closed at once.
    child.stdin.end(mp4File ? undefined : audio);
    child.on('close', (code) => {
      clearTimeout(timer);
      // Past the output cap ffmpeg was killed holding enough samples: the start is measured.
      const capped = outBytes > maxOutput;
      resolve({ code: capped ? 0 : code, stdout: Buffer.concat(out), stderr, timedOut, spawnError });
    });
  });
}

/** ffmpeg's last error line ("pipe:0: Invalid data found when processing input"), or its exit code. */
function ffmpegMessage(stderr: string, code: number | null): string {
  const line = stderr
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return line ? line.slice(0, 300) : `ffmpeg exited with ${code}`;
}
