// Coding exercises: how many runs per second this machine's sandbox runner sustains, and their
// latency, for a C and a Java program (decision 025). A run is what one POST /api/coding-run does:
// compile once, then run three test cases under bubblewrap. Closed loop: `--concurrency` runs at
// a time (the API's CODE_RUN_CONCURRENCY), for `--seconds`.
//   npx tsx bench/code-runs.ts [--seconds 30] [--concurrency 2] [--language c|java|cpp|php]
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { CodingLanguage } from '@portico/contract/coding';
import { DEFAULT_RUN_LIMITS } from '../apps/api/src/modules/coding/runner/code-runner';
import { SandboxRunner } from '../apps/api/src/modules/coding/runner/sandbox.runner';
import { summarize } from './lib/stats';

const SUM: Record<CodingLanguage, string> = {
  c: '#include <stdio.h>\nint main(void){long long a,b; if(scanf("%lld %lld",&a,&b)!=2) return 1; printf("%lld\\n",a+b); return 0;}\n',
  cpp: '#include <iostream>\nint main(){long long a,b; std::cin>>a>>b; std::cout<<a+b<<"\\n";}\n',
  java: 'import java.util.Scanner;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n',
  php: '<?php\n[$a, $b] = array_map("intval", explode(" ", trim(fgets(STDIN))));\necho $a + $b, "\\n";\n',
};
const STDINS = ['2 3\n', '-4 1\n', '2000000000 2000000000\n'];

export type CodeRunResult = {
  language: CodingLanguage;
  concurrency: number;
  seconds: number;
  runs: number;
  failed: number;
  runsPerSecond: number;
  latencyMs: ReturnType<typeof summarize>;
};

export async function codeRuns(language: CodingLanguage, seconds: number, concurrency: number) {
  const runner = new SandboxRunner();
  await runner.check();
  const latencies: number[] = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  const worker = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      const outcome = await runner.run({
        language,
        source: SUM[language],
        stdins: STDINS,
        limits: DEFAULT_RUN_LIMITS,
      });
      latencies.push(performance.now() - t0);
      const ok =
        outcome.kind === 'ran' && outcome.cases.length === 3 && outcome.cases.every((c) => c.status === 'ok');
      if (!ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  return {
    language,
    concurrency,
    seconds: elapsed,
    runs: latencies.length,
    failed,
    runsPerSecond: latencies.length / elapsed,
    latencyMs: summarize(latencies),
  } satisfies CodeRunResult;
}

export const formatCodeRuns = (r: CodeRunResult) =>
  `${r.language.padEnd(5)} concurrency ${r.concurrency}: ${r.runs} runs in ${r.seconds.toFixed(1)} s = ` +
  `${r.runsPerSecond.toFixed(2)} runs/s; latency p50 ${r.latencyMs.p50.toFixed(0)} ms, p95 ` +
  `${r.latencyMs.p95.toFixed(0)} ms, max ${r.latencyMs.max.toFixed(0)} ms; failed ${r.failed}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '30' },
      concurrency: { type: 'string', default: '2' },
      language: { type: 'string', multiple: true },
    },
  });
  const languages = (values.language?.length ? values.language : ['c', 'java']) as CodingLanguage[];
  console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
  for (const language of languages) {
    console.log(formatCodeRuns(await codeRuns(language, Number(values.seconds), Number(values.concurrency))));
  }
}
