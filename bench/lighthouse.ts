// Lighthouse (mobile emulation) on the login page, with Debian's Chromium, against the API serving
// the production build on a free port. Prints the category scores and the core metrics.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = 39000 + (process.pid % 1000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-lh-'));

async function waitReady(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become ready: ${url}`);
}

export async function lighthouseLogin() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // What NODE_ENV=production requires (decision 029).
      STORAGE_SECRET: crypto.randomUUID(),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    await waitReady(`http://localhost:${port}/readyz`);
    const result = await lighthouse(`http://localhost:${port}/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned nothing');
    const scores = Object.fromEntries(
      Object.values(lhr.categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)]),
    );
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    return {
      scores,
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      },
    };
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const r = await lighthouseLogin();
  console.log('Lighthouse, login page, mobile:', JSON.stringify(r.scores), JSON.stringify(r.metrics));
}
