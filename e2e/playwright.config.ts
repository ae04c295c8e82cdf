import { defineConfig, devices } from '@playwright/test';

// One API process serving the production build, on a free-ish port with a fresh data directory.
// Chosen once in the runner process; its workers inherit it through the environment.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
const port = Number(process.env.E2E_PORT);
// Journeys that start API processes of their own pass on this environment: their students read
// mails from the dev outbox too, and sign in as the demo students.
process.env.DEV_TOOLS ??= 'true';
process.env.SEED_DEMO ??= 'true';
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  // A journey takes 5-30 s alone; twice that and more when the machine is busy (two runs side by side).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, in CI or not: a journey that fails once has failed (decision 013). `npm test` counts
  // a test that passed only on a retry (`--retries` on the command line) as failed anyway.
  retries: 0,
  reporter: 'list',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    baseURL,
    // A failed journey keeps its trace (each action's DOM snapshot and the network), without the
    // screencast: recording every frame of every journey was a fifth of the journeys' CPU, for
    // pictures that only a failure needs (and `screenshot` keeps its last one).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The theme respects reduced motion (brand-theme.ts): no dialog slides in while a click is on
    // its way. A busy machine paused 200 ms between finding a dialog's button stable and clicking
    // it, and the click landed on the overlay of a dialog still opening (the SAT journey's Next Section).
    contextOptions: { reducedMotion: 'reduce' },
    // Portico's service worker (decision 073) answers reads from the device when the network fails;
    // journeys that cut the network or stand in for a call with page.route test the pages
    // themselves, so they run without it. installable-offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node --import tsx e2e/serve.ts`,
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
