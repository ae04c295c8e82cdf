// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the API's under load:
// BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npx tsx bench/sync-load.ts ...):
// self time by package, then the top functions by self time with their package.
//
//   npx tsx bench/cpu-profile.ts <file.cpuprofile> [--top 25] [--window A-B]
//
// --window: only the samples taken between A and B (µs on CLOCK_MONOTONIC, the profile's clock), as
// the load benchmarks print them for the load alone (start-up and set-up left out).
import fs from 'node:fs';
import { parseArgs } from 'node:util';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a function comes from: an npm package, a Portico workspace, Node itself, or V8's own entries. */
export function packageOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node (internal)';
  const ws = url.match(/\/(apps\/[^/]+|packages\/[^/]+|bench)\//);
  if (ws) return ws[1] as string;
  return url;
}

export function summarizeProfile(profile: Profile, top = 25, window?: [number, number]) {
  const self = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i] as number;
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window[0] || at > window[1])) continue;
    self.set(id, (self.get(id) ?? 0) + delta);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFn = new Map<string, { fn: string; pkg: string; where: string; us: number }>();
  const byPkg = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = functionName || '(anonymous)';
    const pkg = packageOf(url, fn);
    const file = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '');
    const where = url ? `${file.replace(/^.*\/(apps|packages|bench)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${fn}@${where}`;
    const entry = byFn.get(key) ?? { fn, pkg, where, us: 0 };
    entry.us += us;
    byFn.set(key, entry);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
  }
  const idle = byPkg.get('(idle)') ?? 0;
  const busy = total - idle;
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    packages: [...byPkg.entries()]
      .filter(([pkg]) => pkg !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .map(([pkg, us]) => ({ pkg, ms: us / 1000, pctOfBusy: (100 * us) / busy })),
    functions: [...byFn.values()]
      .filter((e) => e.fn !== '(idle)')
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((e) => ({ ...e, ms: e.us / 1000, pctOfBusy: (100 * e.us) / busy })),
  };
}

if (process.argv[1]?.endsWith('cpu-profile.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' }, window: { type: 'string' } },
  });
  if (positionals.length !== 1) {
    console.error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [--top 25] [--window A-B]');
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(positionals[0] as string, 'utf8')) as Profile;
  const window = values.window?.split('-').map(Number) as [number, number] | undefined;
  const s = summarizeProfile(profile, Number(values.top), window);
  const pct = (x: number) => `${x.toFixed(1).padStart(5)} %`;
  console.log(
    `profile: ${(s.totalMs / 1000).toFixed(1)} s sampled, ${(s.busyMs / 1000).toFixed(1)} s busy (not idle); shares below are of the busy time`,
  );
  console.log('\nself time by package:');
  for (const p of s.packages.slice(0, 20)) {
    console.log(`${pct(p.pctOfBusy)}  ${p.ms.toFixed(0).padStart(7)} ms  ${p.pkg}`);
  }
  console.log(`\ntop ${s.functions.length} functions by self time:`);
  for (const e of s.functions) {
    console.log(
      `${pct(e.pctOfBusy)}  ${e.ms.toFixed(0).padStart(7)} ms  ${e.pkg.padEnd(22)} ${e.fn}  ${e.where}`,
    );
  }
}
