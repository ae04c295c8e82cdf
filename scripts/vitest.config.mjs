import { defineProject } from 'vitest/config';

/** Tests of the test runner itself (`npm test`'s counts, `.ci/run`'s refusal without PostgreSQL). */
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['*.test.mjs'],
    environment: 'node',
    testTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
