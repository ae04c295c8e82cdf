import { defineProject } from 'vitest/config';

/** Unit tests of the SPA's logic (sync queue, timer, item answers): plain Node (a file may ask for jsdom with a `// @vitest-environment jsdom` comment). */
export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: { TZ: 'UTC' },
    // A page rendered in jsdom with its clicks takes 2-3 s on a quiet 2-core machine and more on a
    // busy or slower one: the limit is for a hung test, not a measure of speed.
    testTimeout: 20_000,
    setupFiles: ['./test/setup-dom.ts'],
  },
});
