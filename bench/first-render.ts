// How long a page takes to show its content on a phone, and where its main-thread time goes: a
// source-mapped production build of the web app in a temporary directory, served by the demo portal
// (bench/lib/demo-portal.ts) through the HTTP/2 front, the page opened in Debian's Chromium, V8's
// sampling profiler on from navigation until the page shows what it is for. Self time is attributed
// through the source maps, by package or source folder and by function.
//
//   npx tsx bench/first-render.ts [login|dashboard|runner|report] [--runs 3] [--top 30]
//
// Each run loads the page in a fresh tab with an empty cache under slow 4G and 4x CPU, applied to the
// browser (not simulated: Lighthouse's simulation of a page this size moves by a second from run to
// run on a busy 2-core machine). Prints each run's largest contentful paint and their median; for
// the last run, the main thread's long tasks, its self time by owner (react-dom, @mantine/core,
// web/features/assessment, ...) and the functions with the most self time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { benchPagePath, DemoStudent, startDemoPortal } from './lib/demo-portal';
import { startH2Front } from './lib/h2-front';
import { ownerOf } from './lib/source-owner';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Node = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, runs: { type: 'string', default: '3' } },
});
const page = positionals[0] ?? 'runner';
/** What each page shows once it has loaded (the same checks as bench/lighthouse.ts, simplified). */
const READY: Record<string, string> = {
  login: 'Boolean(document.querySelector(\'input[type="password"]\'))',
  dashboard: "Boolean(document.querySelector('h1'))",
  runner:
    "Boolean(document.querySelector('[role=\"timer\"]') && document.querySelector('section[aria-label]'))",
  report: 'Boolean(document.querySelector(\'[role="group"][aria-label="Sections"]\'))',
};
if (!READY[page]) throw new Error(`unknown page ${page}; the pages are ${Object.keys(READY).join(', ')}`);

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-first-render-'));
execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir'], {
  cwd: web,
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.env.WEB_DIST = dist;

const maps = new Map<string, SourceMapConsumer | null>();
function consumer(url: string): SourceMapConsumer | null {
  const file = new URL(url).pathname;
  if (!maps.has(file)) {
    const mapFile = path.join(dist, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return maps.get(file) ?? null;
}

/** The source file and function of a profiled frame, through the chunk's source map. */
function origin(frame: CallFrame): { owner: string; fn: string } {
  if (!frame.url) return { owner: `(${frame.functionName || 'program'})`, fn: frame.functionName };
  if (!frame.url.includes('/assets/')) return { owner: '(page)', fn: frame.functionName || '(anonymous)' };
  const map = consumer(frame.url);
  const pos = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos?.source) return { owner: '(no source)', fn: frame.functionName || '(anonymous)' };
  const file = pos.source.replace(/^(\.\.\/)+/, '');
  return {
    owner: ownerOf(pos.source),
    fn: `${pos.name ?? frame.functionName ?? '(anonymous)'} ${file.replace(/^.*node_modules\//, '')}:${pos.line}`,
  };
}

/**
 * The main thread's long tasks (over 50 ms of the slowed CPU): runs of samples with no idle between,
 * each with the functions that took most of it.
 */
function longTasks(profile: Profile, byId: Map<number, Node>) {
  const tasks: { start: number; ms: number; fns: Map<string, number> }[] = [];
  let at = 0;
  let task: (typeof tasks)[number] | null = null;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const node = byId.get(id);
    const idle = !node || node.callFrame.functionName === '(idle)';
    if (idle) {
      if (task && task.ms > 50) tasks.push(task);
      task = null;
      return;
    }
    task ??= { start: at, ms: 0, fns: new Map() };
    task.ms += ms;
    const o = origin(node.callFrame);
    const key = `${o.fn} [${o.owner}]`;
    task.fns.set(key, (task.fns.get(key) ?? 0) + ms);
  });
  console.log('\nlong tasks (start, length, what took most of it):');
  for (const t of tasks) {
    const top = [...t.fns].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `${t.start.toFixed(0).padStart(6)} ms ${t.ms.toFixed(0).padStart(5)} ms  ${top.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(' | ')}`,
    );
  }
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  longTasks(profile, byId);
  const owners = new Map<string, number>();
  const fns = new Map<string, { owner: string; ms: number }>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const o = origin(node.callFrame);
    owners.set(o.owner, (owners.get(o.owner) ?? 0) + ms);
    const f = fns.get(o.fn) ?? { owner: o.owner, ms: 0 };
    f.ms += ms;
    fns.set(o.fn, f);
  });
  const total = [...owners.values()].reduce((a, b) => a + b, 0);
  console.log(`\nself time by owner (profile ${total.toFixed(0)} ms, CPU slowed 4x):`);
  for (const [o, ms] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${o}`);
  }
  console.log('\nfunctions with the most self time:');
  for (const [fn, f] of [...fns].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(values.top))) {
    console.log(`${f.ms.toFixed(0).padStart(7)} ms  ${fn}`);
  }
}

/**
 * One load of the page in a fresh tab with an empty cache, the network and CPU slowed as Lighthouse's
 * mobile profile models them (150 ms round trips, 1.6 Mbit/s down, 4x CPU), applied to the browser:
 * its largest contentful paint, and with `profiled` the CPU profile from navigation until the page
 * shows what it is for.
 */
async function loadOnce(pagePath: string, profiled: boolean) {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.evaluateOnNewDocument(LCP_OBSERVER);
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await tab.goto(`${front.origin}${pagePath}`);
    await tab.waitForFunction(READY[page]!, { timeout: 60_000, polling: 50 });
    const profile = profiled
      ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
      : null;
    // The last candidate stands once the page has settled.
    await new Promise((r) => setTimeout(r, 1500));
    const lcp = (await tab.evaluate('window.__lcp ?? -1')) as number;
    const element = (await tab.evaluate('window.__lcpElement ?? "?"')) as string;
    if (process.env.TIMELINE) console.log(await tab.evaluate(TIMELINE));
    return { lcp, element, profile };
  } finally {
    await tab.close();
  }
}

/** TIMELINE=1: when each request of the page started and ended (ms from navigation). */
const TIMELINE = `performance.getEntriesByType('resource').map((r) =>
  [Math.round(r.startTime), Math.round(r.responseEnd), r.initiatorType, r.name.replace(location.origin, '')].join(' ')
).join('\\n')`;

/**
 * Keeps the latest largest-contentful-paint candidate's time in window.__lcp, and what it is (its
 * tag and the start of its text, or its image) in window.__lcpElement.
 */
const LCP_OBSERVER = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__lcp = entry.startTime;
    const el = entry.element;
    window.__lcpElement = el ? el.tagName.toLowerCase() + ' ' + (entry.url ? entry.url.replace(location.origin, '') : JSON.stringify((el.textContent || '').trim().slice(0, 40))) : entry.url || '?';
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

const portal = await startDemoPortal();
const front = await startH2Front(portal.origin);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--ignore-certificate-errors', '--disable-gpu'],
  defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
});
try {
  const student =
    page === 'login' ? undefined : await DemoStudent.signIn(browser, front.origin, portal.origin);
  const pagePath = await benchPagePath(page as 'login' | 'dashboard' | 'runner' | 'report', student);
  const lcps: number[] = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    const { lcp, element, profile } = await loadOnce(pagePath, run === Number(values.runs));
    lcps.push(lcp);
    console.log(`run ${run}: largest contentful paint ${lcp.toFixed(0)} ms (${element})`);
    if (profile) summarise(profile);
  }
  const sorted = [...lcps].sort((a, b) => a - b);
  console.log(
    `${page}: ${pagePath} largest contentful paint, median of ${sorted.length}: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms (slow 4G and 4x CPU applied)`,
  );
} finally {
  await browser.close();
  await front.stop();
  await portal.stop();
  fs.rmSync(dist, { recursive: true, force: true });
}
