import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { studentTests } from '../../db/schema';
import { AssessmentRepository } from './assessment.repository';

// Decision 011: what a student could do to an attempt from outside the runner.
const t = useTestApp({ TRACK_GRACE_SECONDS: '60' });

type Option = { ItemOptionID: string; Options: string };
type Item = {
  ItemID: string;
  ItemType: string;
  ItemOptionResponse: Option[];
  Explanation: string;
  Answer?: { optionIds?: string[]; accepted?: string[]; blanks?: { accepted: string[] }[] };
};
type Launch = { testJson: { SectionResponse: { ItemResponse: Item[] }[] } };
const itemsOf = (data: Launch) => data.testJson.SectionResponse.flatMap((s) => s.ItemResponse);
const byType = (data: Launch, type: string) => itemsOf(data).find((i) => i.ItemType === type) as Item;

const record = (f: Fixture, attemptId: string, itemId: string, trackNumber: number, answer: object = {}) => ({
  testId: attemptId,
  itemId,
  trackNumber,
  companyCode: f.company.code,
  timeTaken: 5,
  ...answer,
});

/** Wrong answers to every scored item of the sample test: the score is 0. */
function wrongAnswers(f: Fixture, id: string, data: Launch, from = 1) {
  const mcq = byType(data, 'mcq');
  const ms = byType(data, 'multi-select');
  return [
    record(f, id, mcq.ItemID, from, { selectedOptionId: mcq.ItemOptionResponse[1]?.ItemOptionID }),
    record(f, id, byType(data, 'an').ItemID, from + 1, { enteredText: 'nowhere' }),
    record(f, id, byType(data, 'b').ItemID, from + 2, { inputResponses: [{ value: 'x' }, { value: 'y' }] }),
    record(f, id, ms.ItemID, from + 3, {
      selectedOptionId: `${ms.ItemOptionResponse[2]?.ItemOptionID},${ms.ItemOptionResponse[3]?.ItemOptionID}`,
    }),
  ];
}

/** The right answers, read from the answer key the launch of an ended attempt carries. */
function keyedAnswers(f: Fixture, id: string, reviewed: Launch, from: number) {
  const mcq = byType(reviewed, 'mcq');
  const ms = byType(reviewed, 'multi-select');
  const b = byType(reviewed, 'b');
  return [
    record(f, id, mcq.ItemID, from, { selectedOptionId: mcq.Answer?.optionIds?.[0] }),
    record(f, id, byType(reviewed, 'an').ItemID, from + 1, {
      enteredText: byType(reviewed, 'an').Answer?.accepted?.[0],
    }),
    record(f, id, b.ItemID, from + 2, {
      inputResponses: (b.Answer?.blanks ?? []).map((blank) => ({ value: blank.accepted[0] })),
    }),
    record(f, id, ms.ItemID, from + 3, { selectedOptionId: ms.Answer?.optionIds?.join(',') }),
  ];
}

const report = async (f: Fixture, id: string) =>
  (await f.c.get(`/api/default-report?testId=${id}`)).json().data;

describe('after the student submits, nothing changes the score (decision 011)', () => {
  it('refuses the keyed answers posted 2 s after end-test; the score and the stored answers stay', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    await f.c.post('/api/sync-track', { track: wrongAnswers(f, id, data) });
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
    const before = await report(f, id);
    expect(before.studentTest.report).toMatchObject({ correctAnswer: 0, score: 0 });
    // Titled as the card the student opened ('Practice 1'), not as its test ('Sample sample').
    expect(before.test.component.title).toBe('Practice 1');

    // The ended attempt's launch carries the key (review mode)…
    const reviewed = (await f.c.post('/api/assessment/launch', { testId: id })).json().data as Launch;
    expect(byType(reviewed, 'mcq').Answer?.optionIds).toHaveLength(1);
    // …and the keyed answers, posted 2 s later, are refused one by one.
    t.clock.advance(2);
    const attack = await f.c.post('/api/sync-track', { track: keyedAnswers(f, id, reviewed, 100) });
    expect(attack.statusCode).toBe(200);
    expect(attack.json().data.acks.map((a: { status: string; code: string }) => [a.status, a.code])).toEqual(
      Array(4).fill(['rejected', 'ENDED']),
    );
    // end-test again (a replayed submit) rescores nothing new.
    await f.c.post('/api/end-test', { token: id });
    const after = await report(f, id);
    expect(after.studentTest.report).toMatchObject({ correctAnswer: 0, score: 0, lateAnswers: 0 });
    expect(after.studentTestItems.map((i: { trackNumber: number }) => i.trackNumber).sort()).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });

  it('shows no answer key, explanation or report while answers within the grace period can still count', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    await f.c.post('/api/sync-track', { track: wrongAnswers(f, id, data) });
    t.clock.advance(600 + 30); // the time is up; 30 s into the grace period
    const inGrace = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(inGrace.studentTestData).toMatchObject({ isActive: 1, status: 'InProgress' });
    expect(inGrace.testData.timeRemaining).toBe(0);
    for (const item of itemsOf(inGrace)) {
      expect(item.Answer).toBeUndefined();
      expect(item.Explanation).toBe('');
    }
    expect(inGrace.studentTestItems[0]).not.toHaveProperty('isCorrect');
    expect((await f.c.get(`/api/default-report?testId=${id}`)).statusCode).toBe(409);
    expect((await f.c.get(`/api/get-revise-link?testId=${f.testId}`)).statusCode).toBe(404);

    // An answer given before the time ran out, arriving in the grace period, still counts.
    const mcq = byType(data, 'mcq');
    const ok = await f.c.post('/api/sync-track', {
      track: [record(f, id, mcq.ItemID, 10, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID })],
    });
    expect(ok.json().data.acks[0]).toMatchObject({ status: 'saved' });
    t.clock.advance(31);
    const ended = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(ended.studentTestData.status).toBe('Completed');
    expect(byType(ended, 'mcq').Explanation).toBe('The speaker says Monday.');
    expect((await report(f, id)).studentTest.report).toMatchObject({ correctAnswer: 1 });
  });

  it('counts answers that arrive after the time and grace in the report as late, never in the score', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    await f.c.post('/api/sync-track', { track: wrongAnswers(f, id, data) });
    t.clock.advance(600 + 61);
    // The student comes back after the grace period: the launch closes the attempt by its timer.
    const reviewed = (await f.c.post('/api/assessment/launch', { testId: id })).json().data as Launch;
    expect((await report(f, id)).studentTest.report).toMatchObject({ lateAnswers: 0, score: 0 });
    // Answers the runner had kept offline arrive now: kept, flagged late, counted in the report only.
    const late = await f.c.post('/api/sync-track', { track: keyedAnswers(f, id, reviewed, 50) });
    expect(late.json().data).toMatchObject({ late: 4, rejected: 0 });
    expect(late.json().data.acks.every((a: { status: string }) => a.status === 'late')).toBe(true);
    expect((await report(f, id)).studentTest.report).toMatchObject({ lateAnswers: 4, score: 0 });
  });
});

describe('each record is validated on its own (decision 011)', () => {
  it('stores the valid records of a batch and rejects each bad one with its reason', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const mcq = byType(data, 'mcq');
    const essay = byType(data, 'essay').ItemID;
    const an = byType(data, 'an').ItemID;
    const res = await f.c.post('/api/sync-track', {
      track: [
        record(f, id, mcq.ItemID, 1, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
        record(f, id, essay, 2, { enteredText: 'My town\u0000 is small.' }),
        record(f, id, an, 2 ** 31),
        record(f, id, an, 3, { timeTaken: 2 ** 31 }),
        record(f, id, an, 4, { timeRemaining: 1e300 }),
        record(f, id, essay, 5, { enteredText: 'a'.repeat(20_001) }),
        record(f, id, randomUUID(), 6),
        'not a record',
        record(f, id, an, 7, { enteredText: 'Harbourside' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const acks = res.json().data.acks as { status: string; code?: string; reason?: string }[];
    expect(acks.map((a) => a.status)).toEqual([
      'saved',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'saved',
    ]);
    expect(acks[1]?.reason).toBe('enteredText: must not contain the NUL character');
    expect(acks[2]?.reason).toBe('trackNumber is out of range');
    expect(acks[3]?.reason).toBe('timeTaken is out of range');
    expect(acks[4]?.reason).toBe('timeRemaining is out of range');
    expect(acks[5]?.reason).toBe('enteredText: the answer is too long');
    expect(acks[6]?.reason).toBe('This is not a question of this test.');
    expect(acks[7]).toMatchObject({ itemId: '', trackNumber: -1, code: 'INVALID' });
    expect(res.json().data.rejected).toBe(7);

    const stored = (await f.c.post('/api/assessment/launch', { testId: id })).json().data.tracks;
    expect(
      stored.map((s: { trackNumber: number }) => s.trackNumber).sort((a: number, b: number) => a - b),
    ).toEqual([1, 7]);
  });

  it('refuses a 1 MB answer as one record, and a malformed batch as a whole with a 400', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const essay = byType(data, 'essay').ItemID;
    const big = await f.c.post('/api/sync-track', {
      track: [record(f, id, essay, 1, { enteredText: 'x'.repeat(1024 * 1024) })],
    });
    expect(big.statusCode).toBe(200);
    expect(big.json().data.acks[0]).toMatchObject({
      status: 'rejected',
      reason: 'enteredText: the answer is too long',
    });
    for (const body of [
      {},
      { track: 'x' },
      { track: [] },
      { track: Array(22).fill({}) },
      { track: [{}], runnerId: 'x' },
    ]) {
      const res = await f.c.post('/api/sync-track', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION');
    }
  });
});

describe('two tabs or devices of one attempt (decision 011)', () => {
  it('the latest launch holds the attempt; the other runner is told, and its answers are never acked as saved', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const an = byType(data, 'an').ItemID;
    const first = randomUUID();
    const second = randomUUID();
    const sync = async (runnerId: string, trackNumber: number, text: string) =>
      (
        await f.c.post('/api/sync-track', {
          runnerId,
          track: [record(f, id, an, trackNumber, { enteredText: text })],
        })
      ).json().data.acks[0];
    await f.c.post('/api/assessment/launch', { testId: id, runnerId: first });
    expect(await sync(first, 1, 'first tab')).toMatchObject({ status: 'saved' });
    // A second tab opens the same attempt: it holds it from now on.
    await f.c.post('/api/assessment/launch', { testId: id, runnerId: second });
    expect(await sync(first, 2, 'first tab, later')).toMatchObject({
      status: 'rejected',
      code: 'OTHER_RUNNER',
    });
    expect(await sync(second, 2, 'second tab')).toMatchObject({ status: 'saved' });
    const stored = async () =>
      (await f.c.post('/api/assessment/launch', { testId: id })).json().data.tracks[0].enteredText;
    expect(await stored()).toBe('second tab');
    // The first tab chooses to continue: it launches again and holds the attempt.
    await f.c.post('/api/assessment/launch', { testId: id, runnerId: first });
    expect(await sync(first, 3, 'first tab again')).toMatchObject({ status: 'saved' });
    expect(await sync(second, 4, 'second tab, later')).toMatchObject({ code: 'OTHER_RUNNER' });
    expect(await stored()).toBe('first tab again');
  });

  it('never acknowledges as saved an edit that lost to a stored one of the same or a higher number', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const an = byType(data, 'an').ItemID;
    const send = async (trackNumber: number, text: string) =>
      (
        await f.c.post('/api/sync-track', { track: [record(f, id, an, trackNumber, { enteredText: text })] })
      ).json().data.acks[0].status;
    expect(await send(5, 'one')).toBe('saved');
    expect(await send(5, 'one')).toBe('saved'); // the same record again: a replay
    expect(await send(5, 'another')).toBe('superseded');
    expect(await send(4, 'older')).toBe('superseded');
  });
});

describe('concurrent calls on one attempt (decision 011, one act one transaction)', () => {
  it('scores every answer acknowledged before the submit and refuses every one after it', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await assessmentFixture(t);
      const { id, data } = await launchPractice(f);
      await f.c.post('/api/sync-track', { track: wrongAnswers(f, id, data) });
      const calls = rightAnswers(f, id, data, 10).map((r) => f.c.post('/api/sync-track', { track: [r] }));
      const [end, ...syncs] = await Promise.all([f.c.post('/api/end-test', { token: id }), ...calls]);
      expect(end?.statusCode).toBe(200);
      const savedAfter = questionsOf(syncs.map((s) => s.json().data.acks[0]));
      for (const s of syncs) expect(['saved', 'rejected']).toContain(s.json().data.acks[0].status);
      // Each saved keyed answer adds its right questions; each refused one changed nothing.
      expect((await report(f, id)).studentTest.report.correctAnswer).toBe(savedAfter);
    }
  });

  it('runs an attempt’s transaction once more after a deadlock, and reports a second one', async () => {
    const f = await assessmentFixture(t);
    const { id } = await launchPractice(f);
    const repo = new AssessmentRepository(t.database.db);
    const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let calls = 0;
    const result = await repo.withAttempt(f.company.code, f.student.id, id, async (_repo, attempt) => {
      calls++;
      if (calls === 1) throw deadlock();
      return attempt?.id;
    });
    expect([result, calls]).toEqual([id, 2]);
    calls = 0;
    await expect(
      repo.withAttempt(f.company.code, f.student.id, id, async () => {
        calls++;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(2);
  });

  it('runs overlapping batches of one attempt without a deadlock or an error', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const ids = itemsOf(data).map((i) => i.ItemID);
    let n = 0;
    const batch = (order: string[]) =>
      order.map((itemId) => record(f, id, itemId, ++n, { enteredText: `${n}` }));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        f.c.post('/api/sync-track', { track: batch(i % 2 ? ids : [...ids].reverse()) }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const stored = (await f.c.post('/api/assessment/launch', { testId: id })).json().data.tracks;
    expect(stored).toHaveLength(ids.length);
  });
});

// On PostgreSQL, where concurrent calls truly overlap (PGlite runs one query at a
// time), a submit racing answers a few hundred times never leaves an acknowledged answer out of the score.
describe.skipIf(!inject('databaseUrl'))('a submit racing answers, 200 times (PostgreSQL)', () => {
  it('scores every answer acknowledged as saved and refuses the rest as ENDED', async () => {
    const f = await assessmentFixture(t);
    const first = await launchPractice(f);
    const db = t.database.db;
    const [template] = await db.select().from(studentTests).where(eq(studentTests.id, first.id));
    if (!template) throw new Error('no attempt');
    await f.c.post('/api/end-test', { token: first.id });
    const outcomes = { saved: 0, rejected: 0 };
    for (let round = 0; round < 200; round++) {
      // A fresh attempt of the same card each round (the card itself offers one attempt).
      const id = randomUUID();
      await db.insert(studentTests).values({ ...template, id, status: 'InProgress', runnerId: null });
      const answers = rightAnswers(f, id, first.data, 1).map((r) =>
        f.c.post('/api/sync-track', { track: [r] }),
      );
      const order = round % 3; // the submit goes first, in the middle or last
      const calls = [...answers];
      calls.splice(order === 0 ? 0 : order === 1 ? 2 : 4, 0, f.c.post('/api/end-test', { token: id }));
      const results = await Promise.all(calls);
      for (const r of results) expect(r.statusCode).toBe(200);
      const acks = results.flatMap((r) => r.json().data?.acks ?? []) as { status: string; code?: string }[];
      expect(acks).toHaveLength(4);
      for (const a of acks) {
        expect(a.status === 'saved' || (a.status === 'rejected' && a.code === 'ENDED')).toBe(true);
        outcomes[a.status as 'saved' | 'rejected']++;
      }
      const saved = questionsOf(acks);
      expect((await report(f, id)).studentTest.report.correctAnswer).toBe(saved);
    }
    // Both outcomes happened: the race was real.
    expect(outcomes.saved).toBeGreaterThan(0);
    expect(outcomes.rejected).toBeGreaterThan(0);
  }, 240_000);
});

/** The right answers of the sample test (assessment-fixture.ts), by the options' authored order. */
/**
 * The right questions the saved ones of rightAnswers' acks (in its order) add: IELTS counts the
 * two-blank item and the 'Choose TWO' as two questions each (decision 038).
 */
const RIGHT_QUESTIONS = [1, 1, 2, 2];
const questionsOf = (acks: readonly { status: string }[]) =>
  acks.reduce((sum, a, i) => sum + (a.status === 'saved' ? (RIGHT_QUESTIONS[i] ?? 1) : 0), 0);

function rightAnswers(f: Fixture, id: string, data: Launch, from: number) {
  const mcq = byType(data, 'mcq');
  const ms = byType(data, 'multi-select');
  return [
    record(f, id, mcq.ItemID, from, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
    record(f, id, byType(data, 'an').ItemID, from + 1, { enteredText: 'Harbourside' }),
    record(f, id, byType(data, 'b').ItemID, from + 2, { inputResponses: [{ value: '12' }, { value: 'B7' }] }),
    record(f, id, ms.ItemID, from + 3, {
      selectedOptionId: `${ms.ItemOptionResponse[0]?.ItemOptionID},${ms.ItemOptionResponse[1]?.ItemOptionID}`,
    }),
  ];
}
