import { defineProject } from 'vitest/config';

/** Unit tests of the SPA's logic (sync queue, timer, item answers): plain Node, no browser. */
export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
  },
});
