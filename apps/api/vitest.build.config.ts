import { defineProject } from 'vitest/config';

/** Checks on the API's production build (run after `npm run build`; decision 029). */
export default defineProject({
  test: {
    name: 'api-build',
    root: import.meta.dirname,
    include: ['build-checks/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
