import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeRecording, decodingAvailable, UNAVAILABLE_REASON } from './decode';
import { measureSpeaking } from './measure';

const SPEAKING = path.resolve(import.meta.dirname, '../../../../../../content/demo/media/speaking');
const hasFfmpeg = await decodingAvailable();
const tmp = mkdtempSync(path.join(tmpdir(), 'portico-speaking-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A 16-bit mono WAV: a tone, a silence of `pause` seconds, a tone (what a recording is, at its simplest). */
function wav(pause: number, rate = 44_100): Buffer {
  const seconds = [0.3, 1, pause, 1, 0.3];
  const n = Math.round(seconds.reduce((a, b) => a + b, 0) * rate);
  const data = Buffer.alloc(n * 2);
  const speaking = (t: number) => (t >= 0.3 && t < 1.3) || (t >= 1.3 + pause && t < 2.3 + pause);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const v = speaking(t) ? 0.3 * Math.sin(2 * Math.PI * 220 * t) : 0;
    data.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** The WAV re-encoded by ffmpeg as another container and codec (as a browser or a phone would record it). */
function encode(source: Buffer, ext: string, codec: string[]): Buffer {
  const input = path.join(tmp, 'in.wav');
  const output = path.join(tmp, `out.${ext}`);
  writeFileSync(input, source);
  const run = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', input, ...codec, output]);
  expect(run.status, run.stderr?.toString()).toBe(0);
  return readFileSync(output);
}

describe('decodeRecording without ffmpeg', () => {
  it('says decoding is unavailable on this server', async () => {
    const missing = path.join(tmp, 'no-ffmpeg-here');
    expect(await decodingAvailable(missing)).toBe(false);
    expect(await decodeRecording(wav(0.5), { ffmpegPath: missing })).toEqual({
      state: 'unavailable',
      reason: UNAVAILABLE_REASON,
    });
    expect(
      await measureSpeaking(wav(0.5), { taskSeconds: 60, limits: { ffmpegPath: missing } }),
    ).toMatchObject({
      state: 'unavailable',
    });
  });

  it('refuses an empty or oversized recording before starting ffmpeg', async () => {
    expect(await decodeRecording(new Uint8Array())).toMatchObject({
      state: 'failed',
      reason: 'The recording is empty.',
    });
    expect(await decodeRecording(new Uint8Array(2048), { maxInputBytes: 1024 })).toMatchObject({
      state: 'failed',
    });
  });

  it('ends an ffmpeg that takes too long', async () => {
    // A stand-in ffmpeg that answers -version, then hangs on any recording.
    const slow = path.join(tmp, 'slow-ffmpeg');
    writeFileSync(slow, '#!/bin/sh\n[ "$2" = "-version" ] && exit 0\nexec sleep 30\n');
    chmodSync(slow, 0o755);
    const result = await decodeRecording(wav(0.5), { ffmpegPath: slow, timeoutMs: 300 });
    expect(result).toEqual({ state: 'failed', reason: 'The recording took too long to decode.' });
  });
});

describe.skipIf(!hasFfmpeg)(
  'decodeRecording with ffmpeg (skipped: ffmpeg is not installed; CI installs it)',
  () => {
    it('decodes WAV, MediaRecorder-style WebM/Opus, Ogg Vorbis and MP3 to 16 kHz mono', async () => {
      const source = wav(0.8);
      const recordings: Array<[string, Buffer]> = [
        ['wav', source],
        ['webm', encode(source, 'webm', ['-c:a', 'libopus', '-b:a', '32k'])],
        ['ogg', encode(source, 'ogg', ['-c:a', 'libvorbis'])],
        ['mp3', encode(source, 'mp3', ['-c:a', 'libmp3lame', '-b:a', '64k'])],
        // Safari records fragmented MP4; a phone's voice memo keeps its index at the end of the file.
        ['fragmented mp4', encode(source, 'mp4', ['-c:a', 'aac', '-movflags', '+frag_keyframe+empty_moov'])],
        ['m4a, index last', encode(source, 'm4a', ['-c:a', 'aac'])],
      ];
      for (const [name, bytes] of recordings) {
        const decoded = await decodeRecording(bytes);
        if (decoded.state !== 'ready') throw new Error(`${name}: ${decoded.state} ${decoded.reason}`);
        expect(decoded.sampleRate).toBe(16_000);
        // 3.4 s, give or take the codec's padding.
        expect(Math.abs(decoded.pcm.length / 16_000 - 3.4), name).toBeLessThan(0.1);
        const measured = await measureSpeaking(bytes, { taskSeconds: 45 });
        if (measured.state !== 'ready') throw new Error(`${name}: ${measured.state}`);
        expect(measured.measures.pauses, name).toBe(1);
        expect(Math.abs(measured.measures.longestSilenceSeconds - 0.8), name).toBeLessThanOrEqual(0.05);
      }
    });

    it('measures the demo answers: one pause between each two sentences of their transcripts', async () => {
      const clips = readdirSync(SPEAKING).filter((f) => f.endsWith('.ogg'));
      expect(clips.length).toBeGreaterThanOrEqual(6);
      for (const clip of clips) {
        const text = readFileSync(path.join(SPEAKING, clip.replace(/\.ogg$/, '.txt')), 'utf8');
        const sentences = text.split(/[.!?]+/).filter((s) => s.trim()).length;
        const result = await measureSpeaking(readFileSync(path.join(SPEAKING, clip)), { taskSeconds: 120 });
        if (result.state !== 'ready') throw new Error(`${clip}: ${result.state}`);
        const m = result.measures;
        expect(m.pauses, clip).toBe(sentences - 1);
        expect(m.speakingSeconds, clip).toBeGreaterThan(0.85 * m.recordingSeconds);
        expect(m.longestSilenceSeconds, clip).toBeGreaterThanOrEqual(0.25);
        expect(m.longestSilenceSeconds, clip).toBeLessThan(0.6);
        expect(m.taskSeconds).toBe(120);
      }
    });

    it('fails a file that is not audio, and reads no file a playlist points at', async () => {
      const garbage = await decodeRecording(Buffer.from('this is not a recording at all'.repeat(20)));
      expect(garbage).toMatchObject({ state: 'failed', reason: 'The recording could not be read as audio.' });
      const target = path.join(tmp, 'elsewhere.wav');
      writeFileSync(target, wav(0.5));
      const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://${target}\n#EXT-X-ENDLIST\n`;
      expect(await decodeRecording(Buffer.from(playlist))).toMatchObject({ state: 'failed' });
    });

    it('decodes only the first maxSeconds of a long recording', async () => {
      const decoded = await decodeRecording(wav(6), { maxSeconds: 2 });
      expect(decoded).toMatchObject({ state: 'ready', truncated: true });
      if (decoded.state === 'ready') expect(decoded.pcm.length).toBe(2 * 16_000);
    });
  },
);
