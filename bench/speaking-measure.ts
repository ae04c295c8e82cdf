// Spoken answers: how long measureSpeaking takes on a 60-second answer recorded as the runner
// records it (WebM/Opus, 32 kbit/s), and how much of that is ffmpeg's decoding. The answer is the
// demo's speaking clips one after another with a second of silence between them, cut at 60 s.
//   npx tsx bench/speaking-measure.ts [--runs 5] [--seconds 60]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeRecording, SAMPLE_RATE } from '../apps/api/src/modules/answer-feedback/speaking/decode';
import { measureSpeaking } from '../apps/api/src/modules/answer-feedback/speaking/measure';
import { speakingMeasures } from '../apps/api/src/modules/answer-feedback/speaking/pauses';
import { percentile } from './lib/stats';

const SPEAKING = path.resolve(import.meta.dirname, '../content/demo/media/speaking');

async function answer(seconds: number): Promise<Buffer> {
  const pcm = new Float32Array(seconds * SAMPLE_RATE);
  const clips = readdirSync(SPEAKING).filter((f) => f.endsWith('.ogg'));
  let at = SAMPLE_RATE; // a second before the student starts
  for (let i = 0; at < pcm.length; i++) {
    const decoded = await decodeRecording(
      readFileSync(path.join(SPEAKING, clips[i % clips.length] as string)),
    );
    if (decoded.state !== 'ready') throw new Error(decoded.reason);
    pcm.set(decoded.pcm.subarray(0, Math.max(0, pcm.length - at)), at);
    at += decoded.pcm.length + SAMPLE_RATE;
  }
  const input = Buffer.from(pcm.buffer);
  const args = ['-loglevel', 'error', '-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
  args.push('-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1');
  const run = spawnSync('ffmpeg', args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return run.stdout;
}

/** Fastest, median and slowest of a few runs (ms). */
function spread(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(0);
  return `min ${f(sorted[0] ?? Number.NaN)}, median ${f(percentile(sorted, 0.5))}, max ${f(sorted.at(-1) ?? Number.NaN)}`;
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, seconds: { type: 'string', default: '60' } },
  });
  const runs = Number(values.runs);
  const webm = await answer(Number(values.seconds));
  const total: number[] = [];
  const decode: number[] = [];
  const pauses: number[] = [];
  let measures: unknown = null;
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    const result = await measureSpeaking(webm, { taskSeconds: 120 });
    total.push(performance.now() - t0);
    if (result.state !== 'ready') throw new Error(result.reason);
    measures = result.measures;
    t0 = performance.now();
    const decoded = await decodeRecording(webm);
    decode.push(performance.now() - t0);
    if (decoded.state !== 'ready') throw new Error(decoded.reason);
    t0 = performance.now();
    speakingMeasures(decoded.pcm, decoded.sampleRate, 120);
    pauses.push(performance.now() - t0);
  }
  console.log(
    `${values.seconds} s WebM/Opus answer, ${(webm.length / 1024).toFixed(0)} KB, ${runs} runs (ms):`,
  );
  console.log('measureSpeaking', spread(total));
  console.log('  decode (ffmpeg)', spread(decode));
  console.log('  pauses (loudness)', spread(pauses));
  console.log(measures);
}

await main();
