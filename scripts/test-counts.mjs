// How `npm test` counts a suite from its runner's JSON report, and the lines it ends with
// (decision 013). A test that passed only on a retry is a failure; skipped and todo tests are
// counted and printed, never folded into the passes.

/**
 * @typedef {{ passed: number, failed: number, flaky: number, skipped: number, todo: number }} Counts
 * `failed` includes `flaky`; `passed` never does.
 */

/**
 * Vitest's JSON report, with the three fields `scripts/vitest-counts-reporter.mjs` adds (Vitest's
 * own report cannot show a retried test, a hook that threw or an unhandled error).
 * @returns {Counts}
 */
export function vitestCounts(report) {
  const flaky = report.numFlakyTests ?? 0;
  // A file that did not load, a beforeAll that threw (its tests are then only skipped) or an error
  // outside any test each count as one failure.
  const errors = (report.numErroredSuites ?? 0) + (report.numUnhandledErrors ?? 0);
  return {
    passed: report.numPassedTests - flaky,
    failed: report.numFailedTests + flaky + errors,
    flaky,
    skipped: report.numPendingTests ?? 0,
    todo: report.numTodoTests ?? 0,
  };
}

/**
 * Playwright's JSON report. `flaky` is a test that failed, then passed on a retry; `unexpected` a
 * test that failed on every try. Errors outside tests (global set-up, the web server) are in
 * `errors`.
 * @returns {Counts}
 */
export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const flaky = stats.flaky ?? 0;
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + flaky + (report.errors?.length ?? 0),
    flaky,
    skipped: stats.skipped ?? 0,
    todo: 0,
  };
}

/** The failed (and flaky) tests of a Vitest report, by file and name (the counts reporter's `failedNames`). */
export function vitestFailures(report) {
  return report.failedNames ?? [];
}

/** The failed and flaky tests of a Playwright report, by file, line and title, and its errors outside tests. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const flaky = test.status === 'flaky' ? ' (flaky)' : '';
          names.push(`${spec.file}:${spec.line} › ${spec.title}${flaky}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? [])
    names.push(
      `error (${String(error.message ?? '')
        .split('\n')[0]
        .slice(0, 160)})`,
    );
  return names;
}

/** Counts of a suite whose runner exited non-zero: a crash before or despite its report is one failure. */
export function withExitStatus(counts, ok) {
  return !ok && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

/** The line printed under a suite's own output. */
export function suiteLine(name, c) {
  const extra = [
    c.flaky ? `${c.flaky} of them flaky (passed only on a retry)` : '',
    `${c.skipped} skipped`,
    c.todo ? `${c.todo} todo` : '',
  ].filter(Boolean);
  return `  ${name}: ${c.passed} passed, ${c.failed} failed (${extra.join(', ')})`;
}

/**
 * The run's last lines. The final one starts with `N passed, N failed` (what CI reads); skipped
 * counts todo tests too. Before it, which suites skipped or retried what, and the steps that did
 * not run at all.
 * @param {{ name: string, ok: boolean, counts?: Counts, failures?: string[] }[]} steps checks have no
 *   counts: one each; `failures` names what failed (the first ten are printed)
 * @param {{ name: string, why: string }[]} notRun
 */
export function summaryLines(steps, notRun = []) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const skippedBy = [];
  const flakyBy = [];
  const failures = [];
  for (const { name, ok, counts, failures: named = [] } of steps) {
    if (!counts) {
      if (ok) passed++;
      else {
        failed++;
        failures.push(name);
      }
      continue;
    }
    failures.push(...named.map((n) => `${name}: ${n}`));
    if (counts.failed > named.length)
      failures.push(`${name}: ${counts.failed - named.length} not named in its report`);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped + counts.todo;
    if (counts.skipped || counts.todo) {
      skippedBy.push(`${name} ${counts.skipped}${counts.todo ? ` + ${counts.todo} todo` : ''}`);
    }
    if (counts.flaky) flakyBy.push(`${name} ${counts.flaky}`);
  }
  const lines = notRun.map(({ name, why }) => `not run: ${name} (${why})`);
  // What failed, by name: the part of the output CI shows is its end.
  const shown = failures.slice(0, 10);
  if (failures.length > shown.length) shown.push(`and ${failures.length - shown.length} more`);
  lines.push(...shown.map((f) => `failed: ${f}`));
  lines.push(
    `skipped: ${skipped}${skippedBy.length ? ` (${skippedBy.join(', ')})` : ''}; flaky, counted as failed: ${flakyBy.join(', ') || 'none'}`,
  );
  // The last line is exactly 'N passed, N failed': what CI reads.
  lines.push(`${passed} passed, ${failed} failed`);
  return lines;
}
