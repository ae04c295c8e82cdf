import { defineProject } from 'vitest/config';

/** Unit tests of the SPA's logic (sync queue, timer, item answers): plain Node (a file may ask for jsdom with a `// @vitest-environment jsdom` comment). */
export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: { TZ: 'UTC' },
  },
});
