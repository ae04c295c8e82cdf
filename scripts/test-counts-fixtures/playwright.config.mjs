import { defineConfig } from '@playwright/test';

/** Run only by `scripts/test-counts.test.mjs`: a retry, so that a flaky test can show. No browser. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.playwright-fixture.ts',
  retries: 1,
  workers: 1,
  reporter: 'json',
  outputDir: process.env.FIXTURE_OUTPUT_DIR,
});
