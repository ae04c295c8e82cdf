// Spoken answers: is an offline recogniser that Debian ships good enough to show a student a
// transcript and their words per minute (decision 058)? Word error rate of Debian's pocketsphinx
// (pocketsphinx-en-us's acoustic model, language model and dictionary) on the demo's speaking clips
// (content/demo/media/speaking, with their .txt transcripts) and on answers synthesised here with
// espeak-ng in several voices and speeds. The bar: WER <= 20 % on these clean clips. Where Debian's
// pocketsphinx-testdata is installed, its five LibriVox clips (a native speaker reading a novel)
// are measured too, as a reference for real human speech; they do not count towards the bar.
//   apt-get install -y --no-install-recommends ffmpeg espeak-ng pocketsphinx pocketsphinx-en-us [pocketsphinx-testdata]
//   npx tsx bench/speaking-wer.ts [--only demo|synth]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeRecording } from '../apps/api/src/modules/answer-feedback/speaking/decode';

const BAR = 0.2;
const MODEL = '/usr/share/pocketsphinx/model/en-us';
const SPEAKING = path.resolve(import.meta.dirname, '../content/demo/media/speaking');
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

/** Answers a learner might give, spoken by espeak-ng at these voices and speeds (words per minute). */
const SYNTH_TEXTS = [
  'I think the most important thing about a job is that you enjoy it. If you like what you do, you will work harder and you will learn more.',
  'In my country most people live in cities now, because that is where the jobs are. My grandparents lived in a small village, but my parents moved to the capital when they were young.',
  'My favourite season is autumn. The weather is cool, the trees change colour, and there are fewer tourists, so the parks are quiet.',
];
const SYNTH_VOICES: Array<[string, number]> = [
  ['en-us', 150],
  ['en-us+m3', 130],
  ['en-gb', 175],
  ['en-us+f3', 190],
];

export interface WerRow {
  clip: string;
  words: number;
  wer: number;
  seconds: number;
  recogniseSeconds: number;
  heard: string;
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word error rate: (substitutions + deletions + insertions) / reference words. */
export function wordErrorRate(reference: string[], hypothesis: string[]): number {
  let prev = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const row = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const same = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + same));
    }
    prev = row;
  }
  return reference.length ? (prev[hypothesis.length] as number) / reference.length : 0;
}

/** pocketsphinx_continuous on 16 kHz mono 16-bit samples; its hypotheses, one line per utterance. */
function recognise(dir: string, pcm: Float32Array): Promise<string> {
  const raw = Buffer.alloc(pcm.length * 2);
  for (let i = 0; i < pcm.length; i++)
    raw.writeInt16LE(Math.round(Math.max(-1, Math.min(1, pcm[i] as number)) * 32767), i * 2);
  // It reads a file, not a pipe (it looks for a WAV header and seeks past it).
  const input = path.join(dir, 'answer.raw');
  writeFileSync(input, raw);
  const args = ['-infile', input, '-hmm', `${MODEL}/en-us`, '-lm', `${MODEL}/en-us.lm.bin`];
  args.push('-dict', `${MODEL}/cmudict-en-us.dict`, '-logfn', '/dev/null');
  return new Promise((resolve, reject) => {
    const child = spawn('pocketsphinx_continuous', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', () => resolve(out.replace(/\s+/g, ' ').trim()));
  });
}

async function measure(dir: string, clip: string, audio: Uint8Array, text: string): Promise<WerRow> {
  const decoded = await decodeRecording(audio);
  if (decoded.state !== 'ready') throw new Error(`${clip}: ${decoded.reason}`);
  const t0 = performance.now();
  const heard = await recognise(dir, decoded.pcm);
  const recogniseSeconds = (performance.now() - t0) / 1000;
  const reference = words(text);
  return {
    clip,
    words: reference.length,
    wer: wordErrorRate(reference, words(heard)),
    seconds: decoded.pcm.length / decoded.sampleRate,
    recogniseSeconds,
    heard,
  };
}

function synthesise(dir: string, name: string, voice: string, speed: number, text: string): Buffer {
  const file = path.join(dir, `${name}.wav`);
  const run = spawnSync('espeak-ng', ['-v', voice, '-s', String(speed), '-w', file, text]);
  if (run.status !== 0) throw new Error(`espeak-ng: ${run.stderr.toString()}`);
  return readFileSync(file);
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const rows: WerRow[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-wer-'));
  try {
    if (values.only !== 'synth') {
      for (const f of readdirSync(SPEAKING).filter((n) => n.endsWith('.ogg'))) {
        const text = readFileSync(path.join(SPEAKING, f.replace(/\.ogg$/, '.txt')), 'utf8');
        rows.push(await measure(dir, `demo ${f}`, readFileSync(path.join(SPEAKING, f)), text));
      }
    }
    if (values.only !== 'demo') {
      for (const [t, text] of SYNTH_TEXTS.entries()) {
        for (const [voice, speed] of SYNTH_VOICES) {
          const audio = synthesise(dir, `s${t}-${voice}-${speed}`, voice, speed, text);
          rows.push(await measure(dir, `synth${t + 1} ${voice} ${speed}wpm`, audio, text));
        }
      }
    }
    if (existsSync(LIBRIVOX)) {
      // Lines of "<s> words </s> (file)".
      for (const line of readFileSync(path.join(LIBRIVOX, 'transcription'), 'utf8')
        .split('\n')
        .filter(Boolean)) {
        const m = /^<s> (.*) <\/s> \((.*)\)$/.exec(line);
        if (!m?.[1] || !m[2]) continue;
        const audio = readFileSync(path.join(LIBRIVOX, `${m[2]}.wav`));
        rows.push(await measure(dir, `librivox ${m[2].slice(-4)} (reference)`, audio, m[1]));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('| clip | words | seconds | WER | recognised in (s) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.clip} | ${r.words} | ${r.seconds.toFixed(1)} | ${(r.wer * 100).toFixed(0)} % | ${r.recogniseSeconds.toFixed(1)} |`,
    );
  }
  const counted = rows.filter((r) => !r.clip.startsWith('librivox'));
  const mean = counted.reduce((s, r) => s + r.wer, 0) / counted.length;
  const pooled = counted.reduce((s, r) => s + r.wer * r.words, 0) / counted.reduce((s, r) => s + r.words, 0);
  console.log(
    `\nmean WER ${(mean * 100).toFixed(1)} % (pooled over words ${(pooled * 100).toFixed(1)} %) on ${counted.length} clips`,
  );
  for (const group of ['demo', 'synth', 'librivox']) {
    const g = rows.filter((r) => r.clip.startsWith(group));
    if (g.length)
      console.log(
        `  ${group}: mean WER ${((g.reduce((s, r) => s + r.wer, 0) / g.length) * 100).toFixed(1)} % (${g.length} clips)`,
      );
  }
  const audio = rows.reduce((s, r) => s + r.seconds, 0);
  const busy = rows.reduce((s, r) => s + r.recogniseSeconds, 0);
  console.log(`  recognition: ${(busy / audio).toFixed(2)} s per second of audio`);
  console.log(`${mean <= BAR ? 'PASS' : 'FAIL'}: bar WER <= ${BAR * 100} %`);
  if (process.env.SHOW) for (const r of rows) console.log(`\n${r.clip}: ${r.heard}`);
}

await main();
