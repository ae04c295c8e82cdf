import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineProject } from 'vitest/config';

// As vite.config.ts: the spell checker's dictionary files, inside the package.
const dictionary = dirname(createRequire(import.meta.url).resolve('dictionary-en-ca'));

/** Unit tests of the SPA's logic (sync queue, timer, item answers): plain Node (a file may ask for jsdom with a `// @vitest-environment jsdom` comment). */
export default defineProject({
  resolve: {
    alias: [{ find: /^dictionary-en-ca\/(index\.(?:aff|dic))/, replacement: join(dictionary, '$1') }],
  },
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
