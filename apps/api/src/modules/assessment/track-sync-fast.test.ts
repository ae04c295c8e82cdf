import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sectionalTestExtra,
} from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { sessions, studentTests, tracks } from '../../db/schema';
import { SessionStore, sessionTokenHash } from '../../lib/sessions';
import { AssessmentRepository } from './assessment.repository';
import { TestContentRepository } from './test-content.repository';

// Decision 030: the usual sync batch is one statement; everything else, and anything that statement
// cannot decide, takes the full path of track-sync.ts with the same answers and acks.
const t = useTestApp({ TRACK_GRACE_SECONDS: '60' });

type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
type Launch = { testJson: { SectionResponse: { ItemResponse: Item[] }[] } };
const itemsOf = (data: Launch) => data.testJson.SectionResponse.flatMap((s) => s.ItemResponse);
const byType = (data: Launch, type: string) => itemsOf(data).find((i) => i.ItemType === type) as Item;

const rec = (f: Fixture, id: string, itemId: string, trackNumber: number, answer: object) => ({
  testId: id,
  itemId,
  trackNumber,
  companyCode: f.company.code,
  timeTaken: 5,
  ...answer,
});

/** A launched attempt whose clock runs (its first answer started it). */
async function started(f: Fixture) {
  const { id, data } = await launchPractice(f);
  const an = byType(data as Launch, 'an');
  const first = await f.c.post('/api/sync-track', {
    track: [rec(f, id, an.ItemID, 1, { enteredText: 'a' })],
  });
  expect(first.json().data.acks[0].status).toBe('saved');
  return { id, data: data as Launch };
}

const fullPath = () => vi.spyOn(AssessmentRepository.prototype, 'withAttempt');
const storedOf = async (id: string) =>
  t.database.db.select().from(tracks).where(eq(tracks.studentTestId, id));

afterEach(() => vi.restoreAllMocks());

describe('the usual batch in one statement', () => {
  it('stores and acknowledges a started attempt’s answers without the full path', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await started(f);
    const spy = fullPath();
    const mcq = byType(data, 'mcq');
    const b = byType(data, 'b');
    const res = await f.c.post('/api/sync-track', {
      track: [
        rec(f, id, mcq.ItemID, 3, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
        rec(f, id, mcq.ItemID, 2, { selectedOptionId: mcq.ItemOptionResponse[1]?.ItemOptionID }),
        rec(f, id, b.ItemID, 4, { inputResponses: [{ value: '12' }, { value: 'B7' }] }),
        rec(f, id, byType(data, 'an').ItemID, 1, { enteredText: 'a' }),
      ],
    });
    expect(spy).not.toHaveBeenCalled();
    const body = res.json().data;
    expect(body.acks.map((a: { status: string }) => a.status)).toEqual([
      'saved',
      'superseded',
      'saved',
      'saved',
    ]);
    expect(body.timeRemaining).toBeGreaterThan(0);
    const stored = new Map((await storedOf(id)).map((r) => [r.itemId, r]));
    expect(stored.get(mcq.ItemID)?.selectedOptionId).toBe(mcq.ItemOptionResponse[0]?.ItemOptionID);
    expect(stored.get(mcq.ItemID)?.trackNumber).toBe(3);
    expect(stored.get(b.ItemID)?.inputResponses).toEqual([{ value: '12' }, { value: 'B7' }]);

    // A replay: the same records are saved again, an older one is superseded, nothing is rewritten.
    const replay = await f.c.post('/api/sync-track', {
      track: [
        rec(f, id, mcq.ItemID, 3, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
        rec(f, id, b.ItemID, 3, { inputResponses: [{ value: 'old' }, { value: 'old' }] }),
        rec(f, id, byType(data, 'an').ItemID, 1, { enteredText: 'changed under the same number' }),
      ],
    });
    expect(replay.json().data.acks.map((a: { status: string }) => a.status)).toEqual([
      'saved',
      'superseded',
      'superseded',
    ]);
    expect(spy).not.toHaveBeenCalled();
    const again = new Map((await storedOf(id)).map((r) => [r.itemId, r]));
    expect(again.get(b.ItemID)?.inputResponses).toEqual([{ value: '12' }, { value: 'B7' }]);
    expect(again.get(byType(data, 'an').ItemID)?.enteredText).toBe('a');
  });

  it('leaves to the full path what the statement must not decide, with the full path’s answer', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const an = byType(data as Launch, 'an');
    const ms = byType(data as Launch, 'multi-select');
    const spy = fullPath();
    // The first answer starts the clock, in the same statement: the deadline is the time limit on.
    await f.c.post('/api/sync-track', { track: [rec(f, id, an.ItemID, 1, { enteredText: 'a' })] });
    expect(spy).not.toHaveBeenCalled();
    const [attempt] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    expect(attempt?.startedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((attempt?.deadlineAt?.getTime() ?? 0) - (attempt?.startedAt?.getTime() ?? 0)).toBe(
      (attempt?.timeLimitSeconds ?? 0) * 1000,
    );
    spy.mockClear();
    // Three choices where the item takes two.
    const three = ms.ItemOptionResponse.slice(0, 3)
      .map((o) => o.ItemOptionID)
      .join(',');
    const over = await f.c.post('/api/sync-track', {
      track: [rec(f, id, ms.ItemID, 2, { selectedOptionId: three })],
    });
    expect(over.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'INVALID' });
    expect(spy).toHaveBeenCalledTimes(1);
    // An item the attempt does not hold.
    const stray = await f.c.post('/api/sync-track', {
      track: [rec(f, id, randomUUID(), 3, { enteredText: 'x' })],
    });
    expect(stray.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'INVALID' });
    expect(spy).toHaveBeenCalledTimes(2);
    // Another runner (a second tab launched since) is told so.
    const other = await f.c.post('/api/sync-track', {
      runnerId: randomUUID(),
      track: [rec(f, id, an.ItemID, 4, { enteredText: 'b' })],
    });
    await f.c.post('/api/assessment/launch', { testId: id, runnerId: randomUUID() });
    const second = await f.c.post('/api/sync-track', {
      runnerId: randomUUID(),
      track: [rec(f, id, an.ItemID, 5, { enteredText: 'c' })],
    });
    expect(other.json().data.acks[0].status).toBe('saved');
    expect(second.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'OTHER_RUNNER' });
    // After the submit nothing counts.
    await f.c.post('/api/end-test', { token: id });
    const late = await f.c.post('/api/sync-track', {
      track: [rec(f, id, an.ItemID, 6, { enteredText: 'd' })],
    });
    expect(late.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'ENDED' });
    const stored = (await storedOf(id)).find((r) => r.itemId === an.ItemID);
    expect([stored?.trackNumber, stored?.enteredText]).toEqual([4, 'b']);
  });

  it('knows a launched attempt’s shape from its launch, and reads an unknown one once', async () => {
    const f = await assessmentFixture(t);
    const shape = vi.spyOn(TestContentRepository.prototype, 'attemptShape');
    const { id, data } = await started(f);
    expect(shape).not.toHaveBeenCalled();
    // An attempt this process never launched (another process did): its shape is read, once.
    await f.c.post('/api/end-test', { token: id });
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    const copy = randomUUID();
    if (!row) throw new Error('no attempt');
    await t.database.db
      .insert(studentTests)
      .values({ ...row, id: copy, status: 'InProgress', endedAt: null, endedBy: null, report: null });
    const mcq = byType(data, 'mcq');
    for (const n of [1, 2]) {
      const res = await f.c.post('/api/sync-track', {
        track: [rec(f, copy, mcq.ItemID, n, { selectedOptionId: mcq.ItemOptionResponse[n]?.ItemOptionID })],
      });
      expect(res.json().data.acks[0].status).toBe('saved');
    }
    expect(shape).toHaveBeenCalledTimes(1);
  });

  it('serves sectional attempts through the full path only', async () => {
    const f = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    const { id, data } = await launchPractice(f);
    const an = itemsOf(data as Launch).find((i) => i.ItemType === 'an') as Item;
    const spy = fullPath();
    for (let n = 1; n <= 2; n++) {
      const res = await f.c.post('/api/sync-track', {
        track: [rec(f, id, an.ItemID, n, { enteredText: `${n}` })],
      });
      expect(res.json().data.acks[0].status).toBe('saved');
      expect(res.json().data.currentSectionId).toBeTruthy();
    }
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('never reads or writes another student’s attempt, whatever a cache holds', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await started(f);
    const other = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, other.email, other.password);
    const an = byType(data, 'an');
    const res = await c.post('/api/sync-track', {
      track: [rec(f, id, an.ItemID, 9, { enteredText: 'hijack' })],
    });
    expect(res.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    const stored = (await storedOf(id)).find((r) => r.itemId === an.ItemID);
    expect([stored?.trackNumber, stored?.enteredText]).toEqual([1, 'a']);
  });
});

// PostgreSQL runs the calls truly side by side (PGlite runs one query at a time).
describe.skipIf(!inject('databaseUrl'))('one-statement syncs racing (PostgreSQL)', () => {
  it('keeps the highest trackNumber and acknowledges each record truthfully, 60 times', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await started(f);
    const ids = itemsOf(data)
      .filter((i) => i.ItemType === 'an')
      .map((i) => i.ItemID);
    const an = ids[0] as string;
    let n = 10;
    for (let round = 0; round < 60; round++) {
      // Three calls for one item side by side, numbered in an order the server does not see.
      const numbers = [++n, ++n, ++n].sort(() => Math.random() - 0.5);
      const results = await Promise.all(
        numbers.map((k) =>
          f.c.post('/api/sync-track', { track: [rec(f, id, an, k, { enteredText: `v${k}` })] }),
        ),
      );
      const [row] = (await storedOf(id)).filter((r) => r.itemId === an);
      expect([row?.trackNumber, row?.enteredText]).toEqual([n, `v${n}`]);
      results.forEach((r, i) => {
        const status = r.json().data.acks[0].status;
        // The highest is always saved; a lower one is saved only if it was stored before the higher came.
        if (numbers[i] === n) expect(status).toBe('saved');
        else expect(['saved', 'superseded']).toContain(status);
      });
    }
  }, 60_000);

  it('scores every answer acknowledged before a racing submit and refuses the rest, 100 times', async () => {
    const f = await assessmentFixture(t);
    const first = await started(f);
    const db = t.database.db;
    const [template] = await db.select().from(studentTests).where(eq(studentTests.id, first.id));
    if (!template) throw new Error('no attempt');
    await f.c.post('/api/end-test', { token: first.id });
    const mcq = byType(first.data, 'mcq');
    const outcomes = { saved: 0, rejected: 0 };
    for (let round = 0; round < 100; round++) {
      const id = randomUUID();
      await db.insert(studentTests).values({ ...template, id, status: 'InProgress', runnerId: null });
      // The right answer of the mcq, racing the submit (first or second).
      const calls = [
        f.c.post('/api/sync-track', {
          track: [rec(f, id, mcq.ItemID, 2, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID })],
        }),
      ];
      calls.splice(round % 2, 0, f.c.post('/api/end-test', { token: id }));
      const results = await Promise.all(calls);
      const acks = results.flatMap((r) => r.json().data?.acks ?? []) as { status: string; code?: string }[];
      expect(acks).toHaveLength(1);
      const ack = acks[0] as { status: string; code?: string };
      expect(ack.status === 'saved' || (ack.status === 'rejected' && ack.code === 'ENDED')).toBe(true);
      outcomes[ack.status as 'saved' | 'rejected']++;
      const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data;
      expect(report.studentTest.report.correctAnswer).toBe(ack.status === 'saved' ? 1 : 0);
    }
    expect(outcomes.saved).toBeGreaterThan(0);
    expect(outcomes.rejected).toBeGreaterThan(0);
  }, 120_000);
});

describe('the session checked by the same statement', () => {
  const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };
  const lookups = () => vi.spyOn(SessionStore.prototype, 'authenticate');

  /** A started attempt, a second session of its student (token) and a record to send with it. */
  async function withToken() {
    const f = await assessmentFixture(t);
    const { id, data } = await started(f);
    const { token } = await login(t, f.company.host, f.student.email, f.student.password);
    const an = byType(data, 'an');
    const send = (c: ReturnType<typeof client>, trackNumber: number, bearer = token) =>
      c.post(
        '/api/sync-track',
        { track: [rec(f, id, an.ItemID, trackNumber, { enteredText: `t${trackNumber}` })] },
        bearer,
      );
    const stored = async () => {
      const row = (await storedOf(id)).find((r) => r.itemId === an.ItemID);
      return [row?.trackNumber, row?.enteredText];
    };
    return { f, id, token, send, stored };
  }

  it('looks no session up for the usual batch of an attempt this process knows', async () => {
    const { f, send, stored } = await withToken();
    const lookup = lookups();
    const res = await send(client(t, f.company.host), 2);
    expect(res.json().data.acks[0].status).toBe('saved');
    expect(lookup).not.toHaveBeenCalled();
    expect(await stored()).toEqual([2, 't2']);
  });

  it('refuses a signed-out session, another company’s host and a staff token, storing nothing', async () => {
    const { f, token, send, stored } = await withToken();
    const other = await createCompany(t);
    expect((await send(client(t, other.host), 5)).json()).toEqual(unauth);

    const staffMember = await createStaff(t, f.company.code);
    const { token: staffToken } = await staffLogin(
      t,
      f.company.host,
      staffMember.email,
      staffMember.password,
    );
    const asStaff = await send(client(t, f.company.host), 6, staffToken);
    expect([asStaff.statusCode, asStaff.json()]).toEqual([401, unauth]);

    await client(t, f.company.host).post('/api/logout', {}, token);
    const lookup = lookups();
    const signedOut = await send(client(t, f.company.host), 7);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, unauth]);
    // The statement found no open session, so the route looked it up itself and refused.
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([1, 'a']);
  });

  it('refuses an expired session, storing nothing', async () => {
    const { f, token, send, stored } = await withToken();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: t.clock.now() })
      .where(eq(sessions.tokenHash, sessionTokenHash(token)));
    const res = await send(client(t, f.company.host), 3);
    expect([res.statusCode, res.json()]).toEqual([401, unauth]);
    expect(await stored()).toEqual([1, 'a']);
  });

  it('still answers 401 before anything else when no token comes', async () => {
    const { f, id } = await withToken();
    const res = await client(t, f.company.host).post('/api/sync-track', { track: [{ testId: id }] });
    expect([res.statusCode, res.json()]).toEqual([401, unauth]);
  });
});
