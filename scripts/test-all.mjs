#!/usr/bin/env node
// The README's test command: every check CI needs, in order, then one line "N passed, N failed" (skipped tests on the line before).
// Steps keep going after a failure so one run shows everything; the exit code is non-zero if any failed.
// A test that passed only on a retry counts as failed (decision 013).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  playwrightCounts,
  playwrightFailures,
  suiteLine,
  summaryLines,
  vitestCounts,
  vitestFailures,
  withExitStatus,
} from './test-counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-test-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const only = process.argv.slice(2);
/** Each step's result, in order: checks have no counts (one pass or one failure). */
const steps = [];
/** Steps left out of this run and why, printed before the last line. */
const notRun = [];

/** How long each step took, printed before the last line (where CI's minutes go). */
const times = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

/** A step that is one check (typecheck, lint, build). */
function check(name, cmd, args, env) {
  if (only.length && !only.includes(name)) return;
  const ok = run(name, cmd, args, env);
  steps.push({ name, ok });
  if (!ok) console.log(`✗ ${name} failed`);
}

/** A step that runs a test suite and reports its own counts in a JSON file. */
function suite(name, cmd, args, jsonFile, count, env, failuresOf) {
  if (only.length && !only.includes(name)) return;
  const ok = run(name, cmd, args, env);
  let counts;
  let failures = [];
  try {
    const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    counts = count(report);
    failures = failuresOf(report);
  } catch {
    counts = { passed: 0, failed: 1, flaky: 0, skipped: 0, todo: 0 };
  }
  // A runner that crashed before reporting is one failure, never silence.
  counts = withExitStatus(counts, ok);
  steps.push({ name, ok, counts, failures });
  console.log(suiteLine(name, counts));
}

/** A step this run leaves out on purpose; said again before the last line. */
function skipStep(name, why) {
  if (only.length && !only.includes(name)) return;
  notRun.push({ name, why });
  console.log(`\n▷ ${name} not run: ${why}`);
}
// Vitest's default on a 2-core machine is one worker; two halve the API suites' wall time there (the
// PGlite files are CPU-bound but wait on each other's I/O; PostgreSQL files share one database, each
// test in companies of its own).
const vitestWorkers = Math.max(2, os.availableParallelism() - 1);
const vitest = (name, project, env) => {
  const out = path.join(tmp, `${name}.json`);
  suite(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...project.flatMap((p) => ['--project', p]),
      `--maxWorkers=${vitestWorkers}`,
      '--reporter=default',
      // Vitest's JSON report, plus the retried tests and hook errors it leaves out.
      '--reporter=./scripts/vitest-counts-reporter.mjs',
      `--outputFile.json=${out}`,
    ],
    out,
    vitestCounts,
    env,
    vitestFailures,
  );
};
const playwrightArgs = (extra) => [
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
  '--reporter=list,json',
  ...extra,
];
const playwright = (name, env, extra = []) => {
  const out = path.join(tmp, `${name}.json`);
  suite(
    name,
    'npx',
    playwrightArgs(extra),
    out,
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, ...env },
    playwrightFailures,
  );
};

/**
 * A journey run started in the background while the next step runs in the foreground: the
 * PostgreSQL journeys have their own API process, port, database and output folder, and a journey
 * keeps about one of the machine's cores busy, so two runs side by side take little more than the
 * longer one. Its output goes to a log printed, whole, once it has ended; `finish()` waits for it
 * and records its counts like any other step.
 */
function playwrightInBackground(name, env, extra = []) {
  if (only.length && !only.includes(name)) return { finish: async () => {} };
  const out = path.join(tmp, `${name}.json`);
  const log = path.join(tmp, `${name}.log`);
  const fd = fs.openSync(log, 'w');
  const started = Date.now();
  console.log(`\n▶ ${name} (in the background; its output follows when it has ended)`);
  const child = spawn('npx', playwrightArgs(extra), {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      TZ: 'UTC',
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_OUTPUT_DIR: path.join(root, `test-results-${name}`),
      ...env,
    },
  });
  const exited = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  return {
    async finish() {
      const ok = await exited;
      fs.closeSync(fd);
      console.log(`\n▶ ${name} (output)`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      let counts;
      let failures = [];
      // The foreground step blocks this process's event loop, so the run's own length comes from
      // its report (or, without one, the time until it was collected).
      let seconds = Math.round((Date.now() - started) / 1000);
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8'));
        counts = playwrightCounts(report);
        failures = playwrightFailures(report);
        if (report.stats?.duration) seconds = Math.round(report.stats.duration / 1000);
      } catch {
        counts = { passed: 0, failed: 1, flaky: 0, skipped: 0, todo: 0 };
      }
      times.push(`${name} ${seconds} s (alongside)`);
      counts = withExitStatus(counts, ok);
      steps.push({ name, ok, counts, failures });
      console.log(suiteLine(name, counts));
    },
  };
}

check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
// Without PostgreSQL the run stays usable on PGlite alone, and says so; `.ci/run` fails without it,
// since the PostgreSQL runs are where races show.
const noPg = 'TEST_DATABASE_URL is not set; CI (.ci/run) requires it';
vitest('unit-pglite', ['api', 'contract', 'web', 'scripts'], { TEST_DATABASE_URL: '' });
if (pgUrl) vitest('api-postgres', ['api'], { TEST_DATABASE_URL: pgUrl });
else skipStep('api-postgres', noPg);
check('build', 'npm', ['run', 'build']);
// What the build made: the web app's bundle budget, and the compiled API started with plain node
// (decision 029).
vitest('build-checks', ['web-build', 'api-build']);
// Every journey runs once, on one database: those tagged @postgres on PostgreSQL, the others on
// PGlite. The API and integration tests cover every call on both databases; the journeys exercise
// the browser and the process around it (offline, restarts, keyboard, accessibility, a database
// drop on PostgreSQL), so each needs one run, and the two runs go side by side, split to take about
// as long (decision 013). Without PostgreSQL, every journey runs on PGlite.
const e2ePostgres = pgUrl
  ? playwrightInBackground('e2e-postgres', { E2E_DATABASE_URL: pgUrl }, ['--grep', '@postgres'])
  : null;
playwright('e2e-pglite', { E2E_DATABASE_URL: '' }, pgUrl ? ['--grep-invert', '@postgres'] : []);
if (e2ePostgres) await e2ePostgres.finish();
else skipStep('e2e-postgres', noPg);

console.log(`\ntimes: ${times.join(', ')}`);
for (const line of summaryLines(steps, notRun)) console.log(line);
// A flaky journey leaves Playwright's exit code at 0; its count does not.
process.exit(steps.some((s) => !s.ok || s.counts?.failed) ? 1 : 0);
