// Lighthouse (mobile emulation: simulated slow 4G, 4x CPU) with Debian's Chromium, against the API
// serving the production build (NODE_ENV=production) with the demo companies (bench/lib/demo-portal.ts):
//   login      /login, signed out
//   dashboard  /dashboard of the demo student, course IELTS Academic
//   runner     /assessment/{id}: an IELTS Reading practice test launched and started, its first
//              question on screen with the clock running
//   report     /ielts-mockreport/{id}: one of the student's ended mocks (the seeded attempts)
// Each page is checked after its run to be the page meant (signed in, the question, the report):
// anything else fails the run. Prints the category scores, the core metrics and the audits that fail.
//
//   npx tsx bench/lighthouse.ts [login] [dashboard] [runner] [report] [--out DIR] [--devtools]
// (no page named: all four; --out writes each page's Lighthouse result to DIR/<page>.json;
// --devtools applies the slow network and CPU to the browser and measures, instead of Lighthouse's
// default simulation from an unthrottled load, which a busy machine skews: see bench/README.md)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { benchPagePath, DemoStudent, startDemoPortal } from './lib/demo-portal';
import { startH2Front } from './lib/h2-front';

export const PAGES = ['login', 'dashboard', 'runner', 'report'] as const;
export type PageName = (typeof PAGES)[number];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Audits that pass or fail (not the manual checks, the informative ones, the ones that do not apply). */
const GRADED: string[] = ['binary', 'numeric', 'metricSavings'];

export type LighthouseResult = {
  page: PageName;
  url: string;
  scores: Record<string, number>;
  metrics: { FCP: string; LCP: string; TBT: string; CLS: string };
  /** Per category, the audits that count toward its score and did not pass. */
  failed: Record<string, string[]>;
  /** Lighthouse's warnings about the run (stored data, a slow page); none is the usual. */
  warnings: string[];
  /** The machine's 1-minute load average when the run ended (other work skews TBT and the score). */
  load: number;
};

/** What a page shows at the end of its run, read from its DOM. */
type PageState = {
  path: string;
  h1: string | null;
  password: boolean;
  questions: string[];
  timer: boolean;
  groups: string[];
  alerts: string[];
};

const READ_STATE = `(() => ({
  path: location.pathname,
  h1: document.querySelector('h1')?.textContent?.trim() ?? null,
  password: Boolean(document.querySelector('input[type="password"]')),
  // The question on screen: on a page of several, the one marked current.
  questions: [
    ...(document.querySelector('section[aria-label][data-current]')
      ? document.querySelectorAll('section[aria-label][data-current]')
      : document.querySelectorAll('section[aria-label]')),
  ].map((s) => s.getAttribute('aria-label')),
  timer: Boolean(document.querySelector('[role="timer"]')),
  groups: [...document.querySelectorAll('[role="group"][aria-label]')].map((g) => g.getAttribute('aria-label')),
  alerts: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent.trim()).filter(Boolean),
}))()`;

/** Lighthouse's own failure (NO_NAVSTART, a trace it could not read), not the page's: run it again. */
class RunFailed extends Error {}

/** Why the page is not the one meant, or null when it is. */
const EXPECTED: Record<PageName, (s: PageState, path: string) => string | null> = {
  login: (s, p) => (s.path === p && s.password ? null : 'no login form'),
  dashboard: (s, p) => (s.path === p && s.h1 && !s.password ? null : 'not the signed-in dashboard'),
  runner: (s, p) =>
    s.path === p && s.timer && s.questions.some((q) => /^Questions? 1(?![0-9])/.test(q))
      ? null
      : 'not the runner on its first question (with the clock)',
  report: (s, p) => (s.path === p && s.groups.includes('Sections') ? null : 'not the mock report'),
};

async function runLighthouse(
  browser: Browser,
  origin: string,
  name: PageName,
  pagePath: string,
  out?: string,
  devtools = false,
) {
  const url = `${origin}${pagePath}`;
  const tab: Page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        // --devtools: the slow network and CPU applied to the browser while the page loads, the
        // metrics measured; otherwise (Lighthouse's default) simulated from an unthrottled load.
        ...(devtools ? { throttlingMethod: 'devtools' as const } : {}),
        onlyCategories: CATEGORIES,
        // Also the IndexedDB the runner keeps its answers in: each page loads as on a device that
        // has not run a test, whichever pages ran before it (the session and the stored course stay).
        clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb'],
      },
      undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${name}: lighthouse returned nothing`);
    if (lhr.runtimeError)
      throw new RunFailed(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const state = (await tab.evaluate(READ_STATE)) as PageState;
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    const wrong =
      shown !== pagePath ? `Lighthouse ended on ${lhr.finalDisplayedUrl}` : EXPECTED[name](state, pagePath);
    if (wrong) {
      throw new Error(
        `${name}: ${url} was not the page meant (${wrong}); the page showed ${JSON.stringify(state)}`,
      );
    }
    if (out) fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(lhr));
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    const failed: Record<string, string[]> = {};
    // The performance category's own metrics are printed above; its diagnostics are not pass or fail.
    for (const category of Object.values(lhr.categories).filter((c) => c.id !== 'performance')) {
      const ids = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && GRADED.includes(a.scoreDisplayMode))
        .map((a) => a?.id ?? '');
      if (ids.length) failed[category.id] = ids;
    }
    return {
      page: name,
      url: pagePath,
      scores: Object.fromEntries(
        Object.values(lhr.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)]),
      ),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      },
      failed,
      warnings: lhr.runWarnings.map(String),
      load: os.loadavg()[0] ?? 0,
    } satisfies LighthouseResult;
  } finally {
    await tab.close();
  }
}

/**
 * Lighthouse on the pages asked for, in the order login, dashboard, runner, report (the login page
 * first, while the browser is signed out), each once, on a fresh demo portal and browser.
 */
export async function lighthousePages(
  pages: readonly PageName[] = PAGES,
  opts: { out?: string; http1?: boolean; devtools?: boolean } = {},
): Promise<LighthouseResult[]> {
  const wanted = PAGES.filter((p) => pages.includes(p));
  if (opts.out) fs.mkdirSync(opts.out, { recursive: true });
  const portal = await startDemoPortal();
  // As production serves it (HTTP/2 over TLS), unless --http1 asks for the API's own HTTP/1.1.
  const front = opts.http1 ? null : await startH2Front(portal.origin);
  const origin = front?.origin ?? portal.origin;
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // The HTTP/2 front's certificate is self-signed, made for this run.
      '--ignore-certificate-errors',
    ],
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const results: LighthouseResult[] = [];
    let student: DemoStudent | undefined;
    for (const name of wanted) {
      if (name !== 'login') student ??= await DemoStudent.signIn(browser, origin, portal.origin);
      const pagePath = await benchPagePath(name, student);
      const run = () => runLighthouse(browser, origin, name, pagePath, opts.out, opts.devtools);
      results.push(
        await run().catch((err: unknown) => {
          if (!(err instanceof RunFailed)) throw err;
          console.error(`${err.message}: running it once more`);
          return run();
        }),
      );
    }
    await browser.disconnect();
    return results;
  } finally {
    await chrome.kill();
    await front?.stop();
    await portal.stop();
  }
}

/** The login page alone (bench/run-all.ts). */
export async function lighthouseLogin() {
  const [login] = await lighthousePages(['login']);
  if (!login) throw new Error('no result for the login page');
  return { scores: login.scores, metrics: login.metrics };
}

export function formatResult(r: LighthouseResult): string {
  const s = r.scores;
  const m = r.metrics;
  const lines = [
    `${r.page.padEnd(9)} performance ${s.performance} · accessibility ${s.accessibility} · best-practices ${s['best-practices']} · seo ${s.seo} | FCP ${m.FCP} · LCP ${m.LCP} · TBT ${m.TBT} · CLS ${m.CLS}   (${r.url})`,
  ];
  for (const [category, ids] of Object.entries(r.failed)) {
    lines.push(`${''.padEnd(9)} failing ${category}: ${ids.join(', ')}`);
  }
  for (const w of r.warnings) lines.push(`${''.padEnd(9)} warning: ${w}`);
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if (outAt >= 0 && !out) throw new Error('--out needs a directory');
  const http1 = args.includes('--http1');
  const devtools = args.includes('--devtools');
  const names = args.filter(
    (a, i) => !['--http1', '--devtools'].includes(a) && (outAt < 0 || (i !== outAt && i !== outAt + 1)),
  );
  const unknown = names.filter((n) => !(PAGES as readonly string[]).includes(n));
  if (unknown.length) {
    console.error(`unknown page ${unknown.join(', ')}; the pages are ${PAGES.join(', ')}`);
    process.exit(2);
  }
  const results = await lighthousePages(names.length ? (names as PageName[]) : PAGES, {
    out,
    http1,
    devtools,
  });
  console.log(
    `Lighthouse, mobile (${devtools ? 'applied' : 'simulated'} slow 4G, 4x CPU), ${http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'}; load average at the end of each run: ${results.map((r) => `${r.page} ${r.load.toFixed(2)}`).join(', ')} (${os.cpus().length} CPUs)`,
  );
  for (const r of results) console.log(formatResult(r));
}
