import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
const fixtures = path.join(import.meta.dirname, 'test-counts-fixtures');

describe('playwrightCounts', () => {
  it('counts a test that passed only on a retry as failed, never as passed', () => {
    const c = playwrightCounts({ stats: { expected: 10, unexpected: 0, flaky: 2, skipped: 0 }, errors: [] });
    expect(c).toEqual({ passed: 10, failed: 2, flaky: 2, skipped: 0, todo: 0 });
  });

  it('counts skipped tests apart from passes and failures', () => {
    const c = playwrightCounts({ stats: { expected: 4, unexpected: 1, flaky: 0, skipped: 3 }, errors: [] });
    expect(c).toEqual({ passed: 4, failed: 1, flaky: 0, skipped: 3, todo: 0 });
  });

  it('counts an error outside any test (the web server never came up) as a failure', () => {
    const c = playwrightCounts({
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Timed out waiting 120000ms from config.webServer.' }],
    });
    expect(c.failed).toBe(1);
  });
});

describe('vitestCounts', () => {
  const report = {
    numTotalTests: 9,
    numPassedTests: 5,
    numFailedTests: 1,
    numPendingTests: 2,
    numTodoTests: 1,
    // Vitest counts a describe and its file as failed suites when one test in them fails: never added.
    numFailedTestSuites: 2,
  };

  it('counts failed tests once, skipped and todo apart', () => {
    expect(vitestCounts({ ...report, numFlakyTests: 0, numErroredSuites: 0, numUnhandledErrors: 0 })).toEqual(
      {
        passed: 5,
        failed: 1,
        flaky: 0,
        skipped: 2,
        todo: 1,
      },
    );
  });

  it('moves a test that passed only on a retry from the passes to the failures', () => {
    const c = vitestCounts({ ...report, numFlakyTests: 1, numErroredSuites: 0, numUnhandledErrors: 0 });
    expect(c).toMatchObject({ passed: 4, failed: 2, flaky: 1 });
  });

  it('counts a file that did not load, a hook that threw and an unhandled error as failures', () => {
    const c = vitestCounts({ ...report, numFlakyTests: 0, numErroredSuites: 2, numUnhandledErrors: 1 });
    expect(c.failed).toBe(4);
  });
});

describe('withExitStatus', () => {
  it('makes a runner that exited non-zero with no failure in its report one failure', () => {
    const none = { passed: 3, failed: 0, flaky: 0, skipped: 0, todo: 0 };
    expect(withExitStatus(none, false).failed).toBe(1);
    expect(withExitStatus(none, true).failed).toBe(0);
    expect(withExitStatus({ ...none, failed: 2 }, false).failed).toBe(2);
  });
});

describe('summaryLines', () => {
  const steps = [
    { name: 'typecheck', ok: true },
    { name: 'lint', ok: false },
    { name: 'unit', ok: true, counts: { passed: 100, failed: 0, flaky: 0, skipped: 4, todo: 1 } },
    { name: 'e2e', ok: true, counts: { passed: 20, failed: 1, flaky: 1, skipped: 0, todo: 0 } },
  ];

  it('ends with the one line "N passed, N failed" and counts flaky tests as failed', () => {
    const last = summaryLines(steps).at(-1);
    expect(last).toBe('121 passed, 2 failed');
    expect(last).toMatch(/^\d+ passed, \d+ failed$/);
  });

  it('names the suites that skipped or retried tests, and the steps that did not run', () => {
    const lines = summaryLines(steps, [{ name: 'api-postgres', why: 'TEST_DATABASE_URL is not set' }]);
    expect(lines).toEqual([
      'not run: api-postgres (TEST_DATABASE_URL is not set)',
      'failed: lint',
      'failed: e2e: 1 not named in its report',
      'skipped: 5 (unit 4 + 1 todo); flaky, counted as failed: e2e 1',
      '121 passed, 2 failed',
    ]);
  });

  it('names what failed before the last line, ten at most', () => {
    const many = Array.from({ length: 12 }, (_, i) => `a.test.ts › case ${i}`);
    const lines = summaryLines([
      { name: 'lint', ok: false },
      {
        name: 'unit',
        ok: false,
        counts: { passed: 1, failed: 13, flaky: 0, skipped: 0, todo: 0 },
        failures: many,
      },
    ]);
    expect(lines.filter((l) => l.startsWith('failed: '))).toEqual([
      'failed: lint',
      ...many.slice(0, 9).map((n) => `failed: unit: ${n}`),
      'failed: and 4 more',
    ]);
    expect(lines.at(-1)).toBe('1 passed, 14 failed');
  });

  it('says "none" when nothing was skipped or flaky', () => {
    expect(summaryLines([{ name: 'lint', ok: true }])).toEqual([
      'skipped: 0; flaky, counted as failed: none',
      '1 passed, 0 failed',
    ]);
  });

  it('prints a suite line with its flaky, skipped and todo counts', () => {
    expect(suiteLine('e2e', { passed: 20, failed: 1, flaky: 1, skipped: 2, todo: 0 })).toBe(
      '  e2e: 20 passed, 1 failed (1 of them flaky (passed only on a retry), 2 skipped)',
    );
  });
});

// The real runners on fixtures with every outcome: the counts above read the reports these versions
// of Vitest and Playwright really write.
describe('the real reports', () => {
  /** The environment of a nested run, without what this Vitest run tells its own workers. */
  const cleanEnv = () =>
    Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV'),
    );
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portico-counts-'));

  it('Vitest: one pass, failures for the failed test, the retried one, the thrown hook and the broken file', () => {
    const out = path.join(tmp(), 'vitest.json');
    const r = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        path.join(fixtures, 'vitest.config.mjs'),
        `--reporter=${path.join(import.meta.dirname, 'vitest-counts-reporter.mjs')}`,
        `--outputFile.json=${out}`,
      ],
      { cwd: root, env: cleanEnv(), encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    // Each failure by file and name, for the run's last lines.
    const names = vitestFailures(report);
    const fixture = 'scripts/test-counts-fixtures/outcomes.vitest-fixture.ts';
    expect(names).toEqual(
      expect.arrayContaining([
        `${fixture} › outcomes > fails`,
        `${fixture} › passes only on its retry (flaky)`,
        expect.stringMatching(/broken\.vitest-fixture\.ts \(/),
      ]),
    );
    expect(names.some((n) => n.includes('set-up failed'))).toBe(true);
    expect(vitestCounts(report)).toEqual({
      passed: 1,
      // 'fails', 'passes only on its retry', the hook of 'a hook that throws', broken.vitest-fixture.ts
      failed: 4,
      flaky: 1,
      // 'is skipped', and 'never runs' under the thrown hook
      skipped: 2,
      todo: 1,
    });
  });

  it('Playwright: a test that passed on its retry is flaky and failed; skipped and fixme are skipped', () => {
    const dir = tmp();
    const out = path.join(dir, 'playwright.json');
    const r = spawnSync('npx', ['playwright', 'test', '-c', path.join(fixtures, 'playwright.config.mjs')], {
      cwd: root,
      env: { ...cleanEnv(), PLAYWRIGHT_JSON_OUTPUT_NAME: out, FIXTURE_OUTPUT_DIR: path.join(dir, 'results') },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(playwrightFailures(report)).toEqual([
      expect.stringMatching(/^outcomes\.playwright-fixture\.ts:\d+ › fails on every try$/),
      expect.stringMatching(/^outcomes\.playwright-fixture\.ts:\d+ › passes only on its retry \(flaky\)$/),
    ]);
    expect(playwrightCounts(report)).toEqual({
      passed: 1,
      failed: 2,
      flaky: 1,
      skipped: 2,
      todo: 0,
    });
  });
});
