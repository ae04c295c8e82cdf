import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { client, login, useTestApp } from '../../../test/harness';
import { studentTests, testItems, tracks } from '../../db/schema';
import { AssessmentRepository } from './assessment.repository';
import { TestContentRepository } from './test-content.repository';
import { type FastSyncCall, TrackRepository } from './track.repository';

// Decision 032, group commit: the one-statement syncs that come while the process's sync statements run
// wait and go together as one statement. One statement at a time here, so the tests can make groups.
const t = useTestApp({ TRACK_GRACE_SECONDS: '60', SYNC_STATEMENTS_AT_ONCE: '1' });

type Item = { ItemID: string; ItemType: string };
type Launch = { testJson: { SectionResponse: { ItemResponse: Item[] }[] } };
const itemsOf = (data: Launch) => data.testJson.SectionResponse.flatMap((s) => s.ItemResponse);
const textItems = (data: Launch) => itemsOf(data).filter((i) => i.ItemType === 'an');

const rec = (f: Fixture, id: string, itemId: string, trackNumber: number, text: string) => ({
  testId: id,
  itemId,
  trackNumber,
  companyCode: f.company.code,
  timeTaken: 5,
  enteredText: text,
});

/** A student of a company of their own with a launched attempt whose clock runs. */
async function taker() {
  const f = await assessmentFixture(t);
  const { id, data } = await launchPractice(f);
  const items = textItems(data as Launch).map((i) => i.ItemID);
  const first = await f.c.post('/api/sync-track', { track: [rec(f, id, items[0] as string, 1, 'a')] });
  expect(first.json().data.acks[0].status).toBe('saved');
  const send = (trackNumber: number, text: string, bearer?: string) =>
    f.c.post('/api/sync-track', { track: [rec(f, id, items[0] as string, trackNumber, text)] }, bearer);
  const stored = async () => {
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.studentTestId, id));
    return [row?.trackNumber, row?.enteredText];
  };
  return { f, id, items, send, stored };
}

/**
 * Holds the next lone sync statement (or shape read) until `release`, so the calls that come
 * meanwhile wait for the one slot and go together as the next group.
 */
function holdNext(method: 'fastSync' | 'attemptShape' = 'fastSync') {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = () => {};
  const held = new Promise<void>((resolve) => {
    entered = resolve;
  });
  // The sync statement is the tracks' repository's, the shape read the test content's.
  const owner = (method === 'fastSync'
    ? TrackRepository.prototype
    : TestContentRepository.prototype) as unknown as Record<
    typeof method,
    (...args: unknown[]) => Promise<unknown>
  >;
  const original = owner[method];
  const spy = vi
    .spyOn(owner, method)
    // biome-ignore lint/suspicious/noExplicitAny: either method's own arguments, passed on as they came
    .mockImplementationOnce(async function (this: unknown, ...args: any[]) {
      entered();
      await released;
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return original.apply(this, args) as any;
    });
  return { spy, held, release };
}
const holdNextStatement = () => holdNext('fastSync');

const groups = () => vi.spyOn(TrackRepository.prototype, 'fastSyncGroup');
const sizes = (spy: ReturnType<typeof groups>) => spy.mock.calls.map(([calls]) => calls.length);
/** Lets the calls sent so far reach their wait for a group. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => vi.restoreAllMocks());

describe('syncs that come together go as one statement', () => {
  it('writes several companies’ students’ answers in one statement, each acknowledged as its own', async () => {
    const takers = await Promise.all([taker(), taker(), taker(), taker(), taker()]);
    const [first, ...rest] = takers as [
      Awaited<ReturnType<typeof taker>>,
      ...Awaited<ReturnType<typeof taker>>[],
    ];
    const hold = holdNextStatement();
    const group = groups();
    const lone = first.send(2, 'lone');
    await hold.held;
    const together = rest.map((k, i) => k.send(3 + i, `together ${i}`));
    await settle();
    hold.release();
    const results = await Promise.all([lone, ...together]);
    expect(results.map((r) => r.json().data.acks[0].status)).toEqual(Array(5).fill('saved'));
    expect(sizes(group)).toEqual([4]);
    expect(await first.stored()).toEqual([2, 'lone']);
    for (const [i, k] of rest.entries()) expect(await k.stored()).toEqual([3 + i, `together ${i}`]);

    // In a group too, an older record is superseded and a replay is saved without a second write.
    vi.restoreAllMocks();
    const hold2 = holdNextStatement();
    const again = groups();
    const warm = first.send(9, 'warm');
    await hold2.held;
    const older = rest.map((k, i) =>
      k.send(i % 2 === 0 ? 1 : 3 + i, i % 2 === 0 ? 'older' : `together ${i}`),
    );
    await settle();
    hold2.release();
    const acks = (await Promise.all([warm, ...older])).map((r) => r.json().data.acks[0].status);
    expect(acks).toEqual(['saved', 'superseded', 'saved', 'superseded', 'saved']);
    expect(sizes(again)).toEqual([4]);
    for (const [i, k] of rest.entries()) expect(await k.stored()).toEqual([3 + i, `together ${i}`]);
  });

  it('refuses, alone, a closed session and another company’s attempt in a group; the rest are saved', async () => {
    const [a, b, c] = await Promise.all([taker(), taker(), taker()]);
    const { token } = await login(t, b.f.company.host, b.f.student.email, b.f.student.password);
    await client(t, b.f.company.host).post('/api/logout', {}, token);
    const hold = holdNextStatement();
    const group = groups();
    const lone = a.send(2, 'lone');
    await hold.held;
    const closed = b.send(5, 'closed', token);
    // c's session on c's host, naming a's attempt.
    const foreign = c.f.c.post('/api/sync-track', { track: [rec(c.f, a.id, a.items[0] as string, 7, 'x')] });
    const fine = c.send(4, 'fine');
    await settle();
    hold.release();
    const [l, cl, fo, fi] = await Promise.all([lone, closed, foreign, fine]);
    expect(l.json().data.acks[0].status).toBe('saved');
    expect([cl.statusCode, cl.json().errorCode]).toEqual([401, 'UNAUTH']);
    expect(fo.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    expect(fi.json().data.acks[0].status).toBe('saved');
    // The closed session's call went with c's (its session is checked in the statement); the
    // foreign attempt was never found for c, so it went no further than the route's own checks.
    expect(sizes(group)).toEqual([2]);
    expect(await a.stored()).toEqual([2, 'lone']);
    expect(await b.stored()).toEqual([1, 'a']);
    expect(await c.stored()).toEqual([4, 'fine']);
  });

  it('runs a group the database refuses again call by call, losing nothing', async () => {
    const takers = await Promise.all([taker(), taker(), taker()]);
    const [first, ...rest] = takers as [
      Awaited<ReturnType<typeof taker>>,
      ...Awaited<ReturnType<typeof taker>>[],
    ];
    const hold = holdNextStatement();
    const group = groups().mockRejectedValueOnce(Object.assign(new Error('deadlock'), { code: '40P01' }));
    const lone = first.send(2, 'lone');
    await hold.held;
    const together = rest.map((k, i) => k.send(3, `after a refusal ${i}`));
    await settle();
    hold.release();
    const results = await Promise.all([lone, ...together]);
    expect(results.map((r) => r.json().data.acks[0].status)).toEqual(['saved', 'saved', 'saved']);
    expect(sizes(group)).toEqual([2]);
    // The lone call, then each of the refused group's calls on its own.
    expect(hold.spy).toHaveBeenCalledTimes(3);
    for (const [i, k] of rest.entries()) expect(await k.stored()).toEqual([3, `after a refusal ${i}`]);
  });
});

/**
 * A copy of a taker's attempt this process never launched (another process did): its first call
 * reads its shape. In progress, its clock running, its answers none.
 */
async function coldCopy(k: Awaited<ReturnType<typeof taker>>) {
  const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, k.id));
  if (!row) throw new Error('no attempt');
  const id = randomUUID();
  await t.database.db.insert(studentTests).values({ ...row, id, learningObjectId: null });
  const send = (trackNumber: number, text: string, bearer?: string) =>
    k.f.c.post('/api/sync-track', { track: [rec(k.f, id, k.items[0] as string, trackNumber, text)] }, bearer);
  const stored = async () => {
    const [saved] = await t.database.db.select().from(tracks).where(eq(tracks.studentTestId, id));
    return [saved?.trackNumber, saved?.enteredText];
  };
  return { id, send, stored };
}

describe('first calls that come together read their attempts’ shapes together', () => {
  it('reads them in one statement, each only for its own open session, and saves each', async () => {
    const [a, b, c, d] = await Promise.all([taker(), taker(), taker(), taker()]);
    const [ca, cb, cc, cd] = (await Promise.all([a, b, c, d].map(coldCopy))) as [
      Awaited<ReturnType<typeof coldCopy>>,
      ...Awaited<ReturnType<typeof coldCopy>>[],
    ];
    const { token } = await login(t, b.f.company.host, b.f.student.email, b.f.student.password);
    await client(t, b.f.company.host).post('/api/logout', {}, token);

    // The first read holds the one slot; the calls that come meanwhile wait and read together.
    const hold = holdNext('attemptShape');
    const reads = vi.spyOn(TestContentRepository.prototype, 'attemptShapes');
    const lone = ca.send(1, 'lone');
    await hold.held;
    const closed = cb?.send(1, 'closed', token);
    // d's session on d's host, naming c's cold attempt: never read for d.
    const foreign = d.f.c.post('/api/sync-track', {
      track: [rec(d.f, cc?.id as string, c.items[0] as string, 1, 'x')],
    });
    const fine = [cc?.send(2, 'fine c'), cd?.send(3, 'fine d')];
    await settle();
    hold.release();
    const [l, cl, fo, ...fi] = await Promise.all([lone, closed, foreign, ...fine]);
    expect(l.json().data.acks[0].status).toBe('saved');
    expect([cl?.statusCode, cl?.json().errorCode]).toEqual([401, 'UNAUTH']);
    expect(fo.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    expect(fi.map((r) => r?.json().data.acks[0].status)).toEqual(['saved', 'saved']);
    // The lone read, the four that waited as one statement, then the foreign call's full path
    // reading it once more as d's student's (and finding nothing).
    expect(reads.mock.calls.map(([calls]) => calls.length)).toEqual([1, 4, 1]);
    expect(await ca.stored()).toEqual([1, 'lone']);
    expect(await cb?.stored()).toEqual([undefined, undefined]);
    expect(await cc?.stored()).toEqual([2, 'fine c']);
    expect(await cd?.stored()).toEqual([3, 'fine d']);
  });

  it('reads a group the database refuses again call by call', async () => {
    const takers = await Promise.all([taker(), taker(), taker()]);
    const copies = await Promise.all(takers.map(coldCopy));
    const hold = holdNext('attemptShape');
    vi.spyOn(TestContentRepository.prototype, 'attemptShapes').mockRejectedValueOnce(
      Object.assign(new Error('canceling statement'), { code: '57014' }),
    );
    const sent = copies.map((k, i) => k.send(1, `cold ${i}`));
    await settle();
    hold.release();
    const acks = (await Promise.all(sent)).map((r) => r.json().data.acks[0].status);
    expect(acks).toEqual(['saved', 'saved', 'saved']);
    for (const [i, k] of copies.entries()) expect(await k.stored()).toEqual([1, `cold ${i}`]);
  });
});

// PostgreSQL runs the calls truly side by side (PGlite runs one query at a time).
describe.skipIf(!inject('databaseUrl'))('groups and locks (PostgreSQL)', () => {
  it('leaves an attempt another transaction holds to the full path, without holding up the group', async () => {
    const [a, held, b] = await Promise.all([taker(), taker(), taker()]);
    const other = new pg.Client({ connectionString: inject('databaseUrl') });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select 1 from student_tests where id = $1 for update', [held.id]);
      const hold = holdNextStatement();
      const group = groups();
      const lone = a.send(2, 'lone');
      await hold.held;
      let heldDone = false;
      const waiting = held.send(6, 'waited').then((r) => {
        heldDone = true;
        return r;
      });
      const free = b.send(3, 'free');
      await settle();
      hold.release();
      expect((await lone).json().data.acks[0].status).toBe('saved');
      expect((await free).json().data.acks[0].status).toBe('saved');
      expect(sizes(group)).toEqual([2]);
      expect(heldDone).toBe(false);
      await other.query('commit');
      expect((await waiting).json().data.acks[0].status).toBe('saved');
      expect(await held.stored()).toEqual([6, 'waited']);
    } finally {
      await other.end();
    }
  });

  it('never deadlocks or fails with groups of the same attempts in any order, 40 at once', async () => {
    const k = await taker();
    const db = t.database.db;
    const [template] = await db.select().from(studentTests).where(eq(studentTests.id, k.id));
    const [item] = await db
      .select()
      .from(testItems)
      .where(eq(testItems.id, k.items[0] as string));
    if (!template || !item) throw new Error('no attempt');
    const ids = Array.from({ length: 8 }, () => randomUUID());
    // No card: the one-attempt-in-progress rule is per card.
    for (const id of ids) {
      await db.insert(studentTests).values({ ...template, id, runnerId: null, learningObjectId: null });
    }
    const repo = new AssessmentRepository(db);
    const call = (id: string, n: number): FastSyncCall => ({
      id,
      companyCode: k.f.company.code,
      studentId: template.studentId,
      tokenHash: null,
      runnerId: null,
      now: t.clock.now(),
      graceSeconds: 60,
      records: [{ itemId: item.id, sectionId: item.sectionId, trackNumber: n, enteredText: `n${n}` }],
    });
    const rounds = Array.from({ length: 40 }, (_, n) =>
      [...ids].sort(() => Math.random() - 0.5).map((id) => call(id, n + 1)),
    );
    const results = await Promise.all(rounds.map((calls) => repo.tracks.fastSyncGroup(calls)));
    // Each attempt's stored answer is the highest number of the groups that wrote it.
    for (const id of ids) {
      const wrote = results.flatMap((rows, n) =>
        rows.some((r, i) => rounds[n]?.[i]?.id === id && r.went) ? [n + 1] : [],
      );
      expect(wrote.length).toBeGreaterThan(0);
      const [row] = await db.select().from(tracks).where(eq(tracks.studentTestId, id));
      expect(row?.trackNumber).toBe(Math.max(...wrote));
    }
  });
});
