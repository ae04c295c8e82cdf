// Instant feedback (issue 41): how long after the submit a student of the demo sees the indicators
// of their IELTS Task 2 essay. In-process through the real routes on PGlite with the demo seeded:
// the demo student ends an attempt of the demo's IELTS Academic mock with a Task 2 essay written,
// then asks for the feedback every 50 ms, as the report does (it asks every 1.5 s; its first ask
// starts the measuring pass, as here). The first run pays for loading the grammar checker and the
// dictionaries (a server loads them at its start); p50 and p95 are of the runs after it.
//
//   npx tsx bench/instant-feedback.ts [--runs 21]
//
// A measurement, not a test: it exits non-zero only when the set-up breaks.
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { learningModules, learningObjects, tests } from '../apps/api/src/db/schema';
import { CLEAN, ESSAYS } from '../apps/api/src/modules/answer-feedback/writing/fixtures/labelled-essays';
import { seedDemo } from '../apps/api/src/seed/seed';
import { freshDatabase } from './lib/database';
import { summarize } from './lib/stats';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '21' } } });
const runs = Number(values.runs);
const ESSAY = [ESSAYS[0]?.text, CLEAN[0]?.text].join('\n\n');

const fresh = await freshDatabase('pglite', 'feedback_bench');
const database = await fresh.open(10);
await database.migrate();
await seedDemo(database.db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: fresh.dataDir,
  WEB_DIST: '/nonexistent',
  PORT: '3000',
});
const app = await buildApp({ config, database });
await app.ready();

let cookie = '';
async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
  });
  const set = res.cookies.find((c) => c.name === 'portico_session');
  if (set?.value) cookie = `portico_session=${set.value}`;
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

await call('POST', '/api/login', { loginId: 'demo@portico.test', password: 'Portico@123' });
const [found] = await database.db
  .select({ objectId: learningObjects.id, testId: tests.id, courseId: learningModules.courseId })
  .from(learningObjects)
  .innerJoin(tests, eq(tests.id, learningObjects.testId))
  .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
  .where(
    and(
      eq(learningObjects.companyCode, 'demo'),
      eq(learningObjects.kind, 'Mock'),
      sql`${tests.title} ilike 'IELTS Academic Mock%'`,
    ),
  )
  .limit(1);
if (!found) throw new Error('the demo has no IELTS Academic mock');
const mock = found;

/** One attempt: Task 2 written, the test ended; ms from the end's answer to the feedback ready. */
async function once(): Promise<number> {
  const token = await call('POST', '/api/assessment/generate-token', {
    groupId: mock.objectId,
    testId: mock.testId,
    courseId: mock.courseId,
  });
  const id = token.studentTestId as string;
  const started = await call('POST', '/api/assessment/start', { testId: id });
  const sections = started.testJson.SectionResponse as {
    ReferenceType: string;
    ItemResponse: { ItemID: string; ItemType: string }[];
  }[];
  const essays = sections
    .filter((s) => s.ReferenceType === 'Writing')
    .flatMap((s) => s.ItemResponse)
    .filter((i) => i.ItemType.startsWith('essay'));
  const task2 = essays[1] ?? essays[0];
  if (!task2) throw new Error('the mock has no essay');
  await call('POST', '/api/sync-track', {
    track: [
      {
        testId: id,
        itemId: task2.ItemID,
        trackNumber: 1,
        companyCode: 'demo',
        timeTaken: 1800,
        attempt: '1',
        enteredText: ESSAY,
      },
    ],
  });
  await call('POST', '/api/end-test', { token: id });
  const from = performance.now();
  for (;;) {
    const feedback = await call('GET', `/api/assessment/feedback?testId=${id}`);
    const answers = feedback.answers as { state: string }[];
    if (answers.length && answers.every((a) => a.state !== 'pending')) return performance.now() - from;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await once());
const [cold, ...warm] = times;
const s = summarize([...warm].sort((a, b) => a - b));
console.log(
  `instant feedback of an IELTS Task 2 essay (${ESSAY.split(/\s+/).length} words), ${warm.length} runs after the first:`,
);
console.log(`  first run (checker and dictionaries loaded): ${Math.round(cold ?? 0)} ms`);
console.log(`  p50 ${Math.round(s.p50)} ms, p95 ${Math.round(s.p95)} ms, max ${Math.round(s.max)} ms`);
await app.close();
await fresh.dispose();
