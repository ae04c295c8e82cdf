import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
