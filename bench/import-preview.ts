// The console's content import (decision 036): what a preview and an apply of generated test
// files cost, in-process through the real routes, on PGlite and PostgreSQL: wall time, CPU of the
// process (all its threads: on a shared machine the steadier figure), and how long the event loop
// stalled meanwhile (the longest late tick of a 10 ms timer: every other company's calls wait that
// long).
//
//   npx tsx bench/import-preview.ts [--db pglite|postgres] [--items 1000] [--tests 1] [--passage 20000]
//     [--html 1500] [--apply] [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// --tests N imports N files of --items items each (docs/content-format.md 'Limits': 5,000 items and
// 30,000,000 stored characters per import). The largest file allowed: --items 1000 --passage 20000
// --html 4200 (4.5 MB); the largest import: --tests 5 --items 1000 --passage 4800 --html 1000.
// A measurement, not a test: it exits non-zero only when the set-up breaks.
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { companies, companyHosts, staff } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/crypto';
import { largeTest } from '../apps/api/src/modules/content/fixtures/large-test';
import { type BenchDb, DEFAULT_DATABASE_URL, freshDatabase } from './lib/database';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    items: { type: 'string', default: '1000' },
    tests: { type: 'string', default: '1' },
    passage: { type: 'string', default: '20000' },
    html: { type: 'string', default: '1500' },
    apply: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
  },
});

const kind = values.db as BenchDb;
const items = Number(values.items);
const testCount = Number(values.tests);
const fresh = await freshDatabase(kind, 'import_bench', values['database-url']);
const database = await fresh.open(10);
try {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: fresh.dataDir,
    WEB_DIST: '/nonexistent',
    PORT: '3000',
  });
  const app = await buildApp({ config, database });
  await app.ready();

  const code = 'bench';
  const host = 'bench.portico.test';
  await database.db
    .insert(companies)
    .values({ code, accountId: code, companyName: 'Bench', shortName: code, primaryHost: host });
  await database.db.insert(companyHosts).values({ host, companyCode: code });
  const password = 'Bench-admin-1';
  await database.db.insert(staff).values({
    companyCode: code,
    name: 'Bench admin',
    email: 'admin@bench.test',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  const call = (url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const signIn = await call('/api/console/login', { email: 'admin@bench.test', password });
  const token = signIn.json().data.token as string;

  const files = Array.from({ length: testCount }, (_, i) => {
    const json = largeTest(`bench-${i + 1}`, {
      items,
      passage: Number(values.passage),
      html: Number(values.html),
    });
    return { name: `bench-${i + 1}.json`, text: JSON.stringify(json) };
  });
  const bytes = files.reduce((n, f) => n + f.text.length, 0);
  console.log(
    `${kind}: ${testCount} file(s) of ${items} items, ${(bytes / 1024 / 1024).toFixed(2)} MB in all`,
  );

  const timed = async (label: string, url: string, payload: object) => {
    // The longest gap between ticks of a 10 ms timer, less its 10 ms.
    let last = performance.now();
    let stall = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      stall = Math.max(stall, now - last - 10);
      last = now;
    }, 10);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await call(url, payload, token);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(tick);
    stall = Math.max(stall, performance.now() - last - 10);
    const body = res.json();
    console.log(
      `${label}: ${res.statusCode} in ${ms.toFixed(0)} ms (CPU of the process ${((used.user + used.system) / 1000).toFixed(0)} ms); longest event-loop stall ${stall.toFixed(0)} ms` +
        (res.statusCode === 200 ? '' : ` (${body.message ?? JSON.stringify(body).slice(0, 200)})`),
    );
    return body;
  };
  // The worker thread starts with the first import of the process: not part of the figures.
  const warm = JSON.stringify(largeTest('warm-up', { items: 1 }));
  await timed('warm-up (a 1-item file)', '/api/console/import/preview', {
    files: [{ name: 'warm-up.json', text: warm }],
  });
  const preview = await timed('preview', '/api/console/import/preview', { files });
  if (values.apply && preview.data?.ok) {
    await timed('apply', '/api/console/import/apply', { files, fingerprint: preview.data.fingerprint });
    await timed('preview again (unchanged)', '/api/console/import/preview', { files });
  }
  await app.close();
} finally {
  await database.close();
  await fresh.dispose();
}
