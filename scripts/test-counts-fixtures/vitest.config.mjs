import { defineConfig } from 'vitest/config';

/** Run only by `scripts/test-counts.test.mjs`: every outcome the counts must tell apart. */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.vitest-fixture.ts'], environment: 'node' },
});
