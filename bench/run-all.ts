// `npm run bench`: every benchmark, one after another. Needs `npm run build` first.
import { bundleReport } from './bundle-size';
import { codeRuns, formatCodeRuns } from './code-runs';
import { dashboardLoad, formatResult as formatDashboard } from './dashboard-load';
import { lighthouseLogin } from './lighthouse';
import { formatResult, syncLoad } from './sync-load';

console.log('== bundle sizes (gzip) ==');
for (const r of bundleReport()) console.log(r.route.padEnd(48), r.gzipKb.toFixed(1).padStart(7), 'KB');

console.log('\n== Lighthouse: login page, mobile ==');
const lh = await lighthouseLogin();
console.log(JSON.stringify(lh.scores), JSON.stringify(lh.metrics));

// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
let synced = true;
for (const db of ['pglite', 'postgres'] as const) {
  console.log(`\n== sync-track load: 200 test takers, 30 s, ${db} ==`);
  const r = await syncLoad({ takers: 200, seconds: 30, db, databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(formatResult(r));
  synced &&= r.ok;
}

// The dashboard's budget is on PostgreSQL only: p99 < 50 ms at 200 requests/s (a report, not a
// test: its PASS/FAIL line does not change the exit code).
console.log('\n== dashboard load: 5,000 students, 200 requests/s, 30 s, postgres ==');
const dash = await dashboardLoad({
  students: 5000,
  rate: 200,
  seconds: 30,
  sessions: 1000,
  warmup: 2,
  db: 'postgres',
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
console.log(formatDashboard(dash));

console.log('\n== coding exercises: sandbox runs (compile + 3 cases), 2 at a time, 30 s each ==');
for (const language of ['c', 'java'] as const) console.log(formatCodeRuns(await codeRuns(language, 30, 2)));
process.exit(synced ? 0 : 1);
