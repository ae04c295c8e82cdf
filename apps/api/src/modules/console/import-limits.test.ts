import http from 'node:http';
import { ImportMessages } from '@portico/contract/console-import';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessmentFixture, launchPractice } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createCourse, failWrites, useTestApp } from '../../../test/harness';
import { testItemOptions, testItems, tests } from '../../db/schema';
import { ImportWorkers, type JobTalk } from '../content/content-import.pool';
import { largeTest, longText } from '../content/fixtures/large-test';

/**
 * Decision 036, as attacks: one 20,000-item preview froze the embedded database for every
 * company for 10 minutes, and ten previews held every PostgreSQL connection for 5 minutes. Imports
 * now stop at caps before any work, plan in a worker thread, read the database in one short
 * snapshot, take turns per company, and stop when the admin's browser goes.
 */
const t = useTestApp({ TRACK_GRACE_SECONDS: '600' });
afterEach(() => vi.restoreAllMocks());

const file = (json: unknown, name = 'tests/big.json') => ({ name, text: JSON.stringify(json) });
/** A realistic full mock at the per-test cap: 1,000 items, 15,000-character passages, long questions. */
const maximal = (key: string) => largeTest(key, { items: 1000, sections: 10, passage: 15_000, html: 1_500 });

async function admin() {
  const company = await createCompany(t);
  const staff = await createStaff(t, company.code);
  const s = await staffLogin(t, company.host, staff.email, staff.password);
  return {
    company,
    host: company.host,
    token: s.token,
    preview: (files: object[]) => s.c.post('/api/console/import/preview', { files }, s.token),
    apply: (files: object[], fingerprint: string) =>
      s.c.post('/api/console/import/apply', { files, fingerprint }, s.token),
  };
}

/**
 * Watches the import workers: `asked` counts the database reads jobs asked for; with `hold`, each
 * job's read waits until `release`, so the job stays under way as long as a test needs.
 */
function watchImports(opts: { hold?: boolean } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = vi.fn();
  const pools: ImportWorkers[] = [];
  const run = ImportWorkers.prototype.run;
  vi.spyOn(ImportWorkers.prototype, 'run').mockImplementation(function (
    this: ImportWorkers,
    input: unknown,
    talk: JobTalk<unknown>,
    signal?: AbortSignal,
  ) {
    if (!pools.includes(this)) pools.push(this);
    const ask = async (question: unknown) => {
      asked(question);
      if (opts.hold) await released;
      return talk.ask(question);
    };
    return run.call(this, input, { ...talk, ask }, signal);
  } as typeof run);
  return { asked, release, pool: () => pools[0] as ImportWorkers };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

const itemsOf = async (companyCode: string) =>
  (
    await t.database.db.select({ n: count() }).from(testItems).where(eq(testItems.companyCode, companyCode))
  )[0]?.n;

describe('import caps: refused with the cap and where, before any database read', () => {
  const item = (key: string, extra: object = {}) => ({
    key,
    type: 'an',
    html: '<p>?</p>',
    accepted: ['a'],
    ...extra,
  });
  const test = (sections: object[], extra: object = {}) => ({ key: 'big', title: 'Big', sections, ...extra });
  const section = (items: object[], extra: object = {}) => ({ key: 's1', title: 'Part 1', items, ...extra });
  const many = (n: number, at = 0) => Array.from({ length: n }, (_, i) => item(`q${at + i + 1}`));
  const cases: [string, object[], string][] = [
    [
      // The file that froze the database (decision 036): 20,000 items, 4.5 MB.
      '20,000 items in a test',
      [file(largeTest('big', { items: 20_000, sections: 40, html: 60 }))],
      "tests/big.json: Test 'big' has 20,000 items; at most 1,000 are allowed per test",
    ],
    [
      'sections in a test',
      [file(test(Array.from({ length: 51 }, (_, i) => section([item(`q${i}`)], { key: `s${i}` }))))],
      "tests/big.json: Test 'big' has 51 sections; at most 50 are allowed per test",
    ],
    [
      'items in a section',
      [file(test([section(many(501))]))],
      "tests/big.json: Test 'big', section 's1' has 501 items; at most 500 are allowed per section",
    ],
    [
      'options of an item',
      [
        file(
          test([
            section([
              item('q1', {
                type: 'mcq',
                accepted: undefined,
                options: Array.from({ length: 51 }, (_, i) => ({ text: `o${i}`, correct: i === 0 })),
              }),
            ]),
          ]),
        ),
      ],
      "tests/big.json: Test 'big', item 'q1' has 51 options; at most 50 are allowed",
    ],
    [
      'characters of a passage',
      [file(test([section(many(1), { passage: longText(100_001) })]))],
      "tests/big.json: Test 'big', section 's1': 'passage' has 100,001 characters; at most 100,000 are allowed",
    ],
    [
      'characters of a prompt',
      [file(test([section([item('q1', { html: longText(50_001) })])]))],
      "tests/big.json: Test 'big', item 'q1': 'html' has 50,001 characters; at most 50,000 are allowed",
    ],
    [
      'text a test would store (a shared passage once per item)',
      [file(test([section(many(400), { passage: longText(80_000) })]))],
      "tests/big.json: Test 'big' would store 32,",
    ],
    [
      'items in one import',
      Array.from({ length: 6 }, (_, i) =>
        file(largeTest(`t${i}`, { items: 1000, sections: 10 }), `tests/t${i}.json`),
      ),
      'tests/t5.json: The files have 6,000 items counting up to',
    ],
    [
      'modules nested in a course',
      [
        file(
          {
            course: 'Any',
            modules: [
              Array.from({ length: 11 }).reduce<object[]>(
                (inner, _, i) => [{ key: `m${i}`, title: `M${i}`, modules: inner }],
                [],
              )[0],
            ],
          },
          'course.json',
        ),
      ],
      "course.json: Course 'Any' nests modules 11 deep; at most 10 levels are allowed",
    ],
  ];

  it.each(cases)('%s', async (_name, files, message) => {
    const a = await admin();
    const watch = watchImports();
    const res = await a.preview(files);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    // Refused by the caps: no database read was asked for, and nothing was written.
    expect(watch.asked).not.toHaveBeenCalled();
    expect(await itemsOf(a.company.code)).toBe(0);
  });

  it('refuses the same on apply, whatever the fingerprint', async () => {
    const a = await admin();
    const res = await a.apply([file(test([section(many(501))]))], 'a'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 500 are allowed per section');
  });
});

describe('an import never stalls other companies', () => {
  it('answers another company’s student while four maximal previews are under way', async () => {
    // The student of another company, in a running attempt.
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    type Item = { ItemID: string; ItemType: string };
    const items = (data.testJson.SectionResponse as { ItemResponse: Item[] }[]).flatMap(
      (s) => s.ItemResponse,
    );
    const an = items.find((i) => i.ItemType === 'an') as Item;
    const admins = await Promise.all([admin(), admin(), admin(), admin()]);

    // Four admins preview a maximal test each at once (on PostgreSQL as many as the test pool's
    // connections).
    let previewsDone = false;
    const previews = admins.map((a, i) => a.preview([file(maximal(`max-${i}`))]));
    void Promise.race(previews).then(() => {
      previewsDone = true;
    });

    // Meanwhile the student saves answers and reads the dashboard, one call after the other.
    let rounds = 0;
    for (let n = 2; n < 5 && !previewsDone; n++) {
      const saved = await f.c.post('/api/sync-track', {
        track: [
          {
            testId: id,
            itemId: an.ItemID,
            trackNumber: n,
            companyCode: f.company.code,
            timeTaken: 5,
            enteredText: `answer ${n}`,
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.acks[0].status).toBe('saved');
      const page = await f.c.get(`/api/dashboard?id=${f.courseId}`);
      expect(page.statusCode).toBe(200);
      if (!previewsDone) rounds++;
    }
    // Each round was answered while every preview was still under way.
    expect(rounds).toBeGreaterThan(0);

    const done = await Promise.all(previews);
    for (const res of done) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.changes.items).toMatchObject({ added: 1000 });
    }
  }, 300_000);
});

describe('import workers', () => {
  it('stop a preview when the admin’s browser goes, and take the next one', async () => {
    const a = await admin();
    const watch = watchImports({ hold: true });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    {
      const body = JSON.stringify({ files: [file(maximal('gone'))] });
      const req = http.request(`${address}/api/console/import/preview`, {
        method: 'POST',
        headers: {
          host: a.host,
          authorization: `Bearer ${a.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('error', () => {});
      req.end(body);
      // The job is under way (its worker has asked for the database's facts); the browser goes.
      await until(() => watch.asked.mock.calls.length === 1);
      const before = watch.pool().stats();
      expect(before.running).toBe(1);
      req.destroy();
      await until(() => watch.pool().stats().running === 0);
      expect(watch.pool().stats()).toMatchObject({
        running: 0,
        waiting: 0,
        cancelled: before.cancelled + 1,
        done: before.done,
      });
      watch.release();

      // The company's turn and the worker are free again: the same preview goes through.
      const again = await a.preview([file(maximal('gone'))]);
      expect(again.statusCode, again.body).toBe(200);
      expect(watch.pool().stats()).toMatchObject({
        running: 0,
        cancelled: before.cancelled + 1,
        done: before.done + 1,
      });
    }
  });

  it('take one import per company at a time, and refuse with Retry-After when the line is full', async () => {
    const watch = watchImports({ hold: true });
    const small = (key: string) => file(largeTest(key, { items: 2 }));
    const first = await admin();
    const held = first.preview([small('one')]);
    await until(() => watch.asked.mock.calls.length === 1);

    // A second import of the same portal while the first is under way.
    const same = await first.preview([small('two')]);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(ImportMessages.busy);

    // Other portals wait in line for the worker, up to four; the next is told to come back.
    const others = await Promise.all([admin(), admin(), admin(), admin(), admin()]);
    const waiting = others.slice(0, 4).map((o) => o.preview([small('w')]));
    await until(() => watch.pool().stats().waiting === 4);
    const refused = await others[4]?.preview([small('w')]);
    expect(refused?.statusCode).toBe(503);
    expect(refused?.headers['retry-after']).toBeDefined();
    expect(refused?.json().message).toBe(ImportMessages.queueFull);

    watch.release();
    for (const res of await Promise.all([held, ...waiting])) expect(res.statusCode, res.body).toBe(200);
  });
});

describe('apply of a maximal import', () => {
  it('writes every row or none, and a re-import changes what the file changed', async () => {
    const a = await admin();
    const json = maximal('max');
    const p = (await a.preview([file(json)])).json().data;
    const done = await a.apply([file(json)], p.fingerprint);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ tests: 1, items: 1000 });
    expect(await itemsOf(a.company.code)).toBe(1000);
    const [options] = await t.database.db
      .select({ n: count() })
      .from(testItemOptions)
      .where(eq(testItemOptions.companyCode, a.company.code));
    expect(options?.n).toBe(p.changes.options.added);

    // An edit: a new title, ten items fewer, one option reworded.
    const edited = maximal('max');
    edited.title = 'Edited';
    const last = edited.sections[9] as { items: unknown[] };
    last.items = last.items.slice(0, -10);
    // q6, the first multiple-choice item.
    (edited.sections[0]!.items[5] as { options: { text: string }[] }).options[1] = { text: 'Reworded' };
    const q = (await a.preview([file(edited)])).json().data;
    expect(q.changes.items).toMatchObject({ removed: 10, unchanged: 990, added: 0 });
    expect(q.changes.options).toMatchObject({ changed: 1, added: 0 });

    // The last statement of the apply fails: nothing of it stays.
    const restore = await failWrites(t, {
      table: 'audit_log',
      on: 'INSERT',
      when: `NEW.company_code = '${a.company.code}'`,
    });
    const failed = await a.apply([file(edited)], q.fingerprint);
    await restore();
    expect(failed.statusCode).toBe(500);
    const [row] = await t.database.db
      .select()
      .from(tests)
      .where(and(eq(tests.companyCode, a.company.code), eq(tests.key, 'max')));
    expect(row?.title).toBe('Large test max');
    expect(await itemsOf(a.company.code)).toBe(1000);

    const applied = await a.apply([file(edited)], q.fingerprint);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await itemsOf(a.company.code)).toBe(990);
    const again = (await a.preview([file(edited)])).json().data;
    expect(again.changes.items).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 990 });
  }, 120_000);

  it('keeps the command line’s course files working through the same plan', async () => {
    const a = await admin();
    const { course } = await createCourse(t, a.company.code);
    const files = [
      file(largeTest('linked', { items: 3 }), 'tests/linked.json'),
      file(
        {
          course: course.courseName,
          modules: [
            {
              key: 'm',
              title: 'Module',
              objects: [{ key: 'o', kind: 'PracticeTest', title: 'Practice', test: 'linked' }],
            },
          ],
        },
        'course.json',
      ),
    ];
    const p = (await a.preview(files)).json().data;
    expect(p.changes).toMatchObject({ modules: { added: 1 }, objects: { added: 1 }, items: { added: 3 } });
    expect((await a.apply(files, p.fingerprint)).statusCode).toBe(200);
    const same = (await a.preview(files)).json().data;
    expect(same.changes).toMatchObject({ modules: { unchanged: 1 }, objects: { unchanged: 1 } });
  });
});
