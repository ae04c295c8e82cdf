import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'apps/api/vitest.config.ts',
      'apps/api/vitest.build.config.ts',
      'packages/contract/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.build.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
