import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { dismissScoreProbe, expect, loginAs, registerStudent, test } from './fixtures';

// Decision 010: a student is in a test when the database drops the API's connections and the API
// process dies (kill -9) and comes back. Every answer, given before, during and after, is saved
// exactly once. This journey runs an API process of its own (own port, data directory and, with
// E2E_DATABASE_URL, its own PostgreSQL database), so that it can kill it.

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-fault-'));
const serverUrl = process.env.E2E_DATABASE_URL;
const databaseName = `portico_e2e_${Date.now()}_${process.pid}`;
let databaseUrl = '';
let port = 0;
let api: ChildProcess | undefined;
let apiLog = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => resolve(p));
    });
  });

const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

async function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DEV_TOOLS: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (d) => {
    apiLog += d;
  });
  api.stderr?.on('data', (d) => {
    apiLog += d;
  });
  const base = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}

/** The API dies as in a crash: no draining, no goodbye to the database. */
async function killApi() {
  const p = api;
  if (!p || p.exitCode !== null || p.signalCode !== null) return;
  const exited = new Promise((resolve) => p.once('exit', resolve));
  p.kill('SIGKILL');
  await exited;
}

/** PostgreSQL ends every connection of this journey's database (what a server restart does to them). */
const killDatabaseConnections = () =>
  admin(async (c) => {
    const r = await c.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return r.rows[0]?.n ?? 0;
  });

test.beforeAll(async () => {
  port = await freePort();
  if (serverUrl) {
    await admin((c) => c.query(`create database ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
});

test.afterAll(async () => {
  await killApi();
  if (serverUrl) await admin((c) => c.query(`drop database if exists ${databaseName} with (force)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus) await info.attach('api.log', { body: apiLog });
});

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n} of 40` });
const answersSaved = (page: Page) =>
  expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });

async function answer(page: Page, n: number, choice: 'TRUE' | 'FALSE' | 'NOT GIVEN') {
  if (n > 1) await page.getByRole('button', { name: 'Next' }).click();
  await question(page, n).getByRole('radio', { name: choice, exact: true }).check();
}

test('answers given before, during and after a database drop and an API crash are all saved, once @postgres', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startApi();
  const base = `http://localhost:${port}`;
  const student = await registerStudent(page.request, base);
  await loginAs(page, student.email, student.password, base);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await dismissScoreProbe(page);
  await page.getByRole('link', { name: 'Practice Tests' }).first().click();
  await page.getByRole('button', { name: 'Reading', exact: true }).click();
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('timer', { name: 'Time remaining' })).toBeVisible();

  const chosen = ['TRUE', 'FALSE', 'NOT GIVEN', 'TRUE', 'FALSE'] as const;
  // Before.
  await answer(page, 1, chosen[0]);
  await answersSaved(page);

  // The database drops the API's connections (PostgreSQL; PGlite lives inside the API process).
  if (serverUrl) {
    expect(await killDatabaseConnections()).toBeGreaterThan(0);
    await answer(page, 2, chosen[1]);
    await killDatabaseConnections();
    await answersSaved(page);
  } else {
    await answer(page, 2, chosen[1]);
  }

  // The API process crashes: answers wait in the browser's queue.
  await killApi();
  await answer(page, 3, chosen[2]);
  await answer(page, 4, chosen[3]);
  await expect(page.getByText(/answers? not yet saved/)).toBeVisible({ timeout: 20_000 });

  // It comes back; the queue's next try (back-off) saves them, and the next answer too.
  await startApi();
  await answer(page, 5, chosen[4]);
  await answersSaved(page);

  // What the server holds: one answer per question, each the one given.
  const id = page.url().match(/assessment\/([0-9a-f-]{36})/)?.[1];
  const launch = (
    await (await page.request.post(`${base}/api/assessment/launch`, { data: { testId: id } })).json()
  ).data as {
    tracks: { itemId: string; selectedOptionId: string | null }[];
    testJson: {
      SectionResponse: {
        ItemResponse: { ItemID: string; ItemOptionResponse: { ItemOptionID: string; Options: string }[] }[];
      }[];
    };
  };
  const items = launch.testJson.SectionResponse.flatMap((s) => s.ItemResponse);
  const text = (html: string) => html.replace(/<[^>]*>/g, '').trim();
  const answered = launch.tracks.filter((t) => t.selectedOptionId);
  expect(answered).toHaveLength(chosen.length);
  expect(new Set(answered.map((t) => t.itemId)).size).toBe(chosen.length);
  const given = items.slice(0, chosen.length).map((item) => {
    const track = answered.find((t) => t.itemId === item.ItemID);
    const option = item.ItemOptionResponse.find((o) => o.ItemOptionID === track?.selectedOptionId);
    return option ? text(option.Options) : undefined;
  });
  expect(given).toEqual([...chosen]);
  // The first process died without a word; the one serving now never crashed.
  expect(api?.exitCode).toBeNull();
});
