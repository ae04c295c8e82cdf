// Vitest's JSON report plus what it leaves out (decision 013): `numFlakyTests` (passed only on a
// retry), `numErroredSuites` (a file that did not load or a hook that threw: its tests show as
// skipped, not failed) and `numUnhandledErrors`. `scripts/test-counts.mjs` counts them as failures.
import { JsonReporter } from 'vitest/node';

export default class VitestCountsReporter extends JsonReporter {
  extra = {};

  async onTestRunEnd(testModules, unhandledErrors, reason) {
    const tests = testModules.flatMap((m) => [...m.children.allTests()]);
    const suites = testModules.flatMap((m) => [m, ...m.children.allSuites()]);
    this.extra = {
      numFlakyTests: tests.filter((t) => t.diagnostic()?.flaky).length,
      numErroredSuites: suites.filter((s) => s.errors().length > 0).length,
      numUnhandledErrors: unhandledErrors?.length ?? 0,
    };
    return super.onTestRunEnd(testModules, unhandledErrors, reason);
  }

  async writeReport(report) {
    return super.writeReport(JSON.stringify({ ...JSON.parse(report), ...this.extra }));
  }
}
