import { defineProject } from 'vitest/config';

/** Checks on the production build (run after `npm run build -w @portico/web`). */
export default defineProject({
  test: { name: 'web-build', include: ['test/**/*.test.ts'], environment: 'node' },
});
