// Vitest's JSON report plus what it leaves out (decision 013): `numFlakyTests` (passed only on a
// retry), `numErroredSuites` (a file that did not load or a hook that threw: its tests show as
// skipped, not failed) and `numUnhandledErrors`. `scripts/test-counts.mjs` counts them as failures.
import path from 'node:path';
import { JsonReporter } from 'vitest/node';

const where = (module) => path.relative(process.cwd(), module.moduleId ?? '');
const firstLine = (error) =>
  String(error?.message ?? error)
    .split('\n')[0]
    .slice(0, 160);

export default class VitestCountsReporter extends JsonReporter {
  extra = {};

  async onTestRunEnd(testModules, unhandledErrors, reason) {
    const tests = testModules.flatMap((m) => [...m.children.allTests()]);
    const suites = testModules.flatMap((m) => [m, ...m.children.allSuites()]);
    this.extra = {
      numFlakyTests: tests.filter((t) => t.diagnostic()?.flaky).length,
      numErroredSuites: suites.filter((s) => s.errors().length > 0).length,
      numUnhandledErrors: unhandledErrors?.length ?? 0,
      // Names for the run's last lines, so a failure on CI says which test it was.
      failedNames: [
        ...tests
          .filter((t) => t.result().state === 'failed')
          .map((t) => `${where(t.module)} › ${t.fullName}`),
        ...tests
          .filter((t) => t.diagnostic()?.flaky)
          .map((t) => `${where(t.module)} › ${t.fullName} (flaky)`),
        ...suites
          .filter((s) => s.errors().length > 0)
          .map((s) => `${where(s.moduleId ? s : s.module)} (${firstLine(s.errors()[0])})`),
        ...(unhandledErrors ?? []).map((e) => `unhandled error (${firstLine(e)})`),
      ],
    };
    return super.onTestRunEnd(testModules, unhandledErrors, reason);
  }

  async writeReport(report) {
    return super.writeReport(JSON.stringify({ ...JSON.parse(report), ...this.extra }));
  }
}
