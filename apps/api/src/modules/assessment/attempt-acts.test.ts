import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sectionalTestExtra,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { studentTests } from '../../db/schema';
import { AttemptRepository } from './attempt.repository';

// Decision 011: ending and scoring are one act; the sectional clock and the score are written
// under the attempt's lock, so overlapping calls cannot undo each other.
const t = useTestApp({ TRACK_GRACE_SECONDS: '60' });
afterEach(() => vi.restoreAllMocks());

type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
type Section = { QuestionPaperSectionID: string; ItemResponse: Item[] };

const record = (f: Fixture, attemptId: string, itemId: string, trackNumber: number, answer: object) => ({
  testId: attemptId,
  itemId,
  trackNumber,
  companyCode: f.company.code,
  timeTaken: 5,
  ...answer,
});

const attemptRow = async (id: string) =>
  (await t.database.db.select().from(studentTests).where(eq(studentTests.id, id)))[0];

describe('end-test ends and scores in one transaction (decision 011)', () => {
  it('leaves the attempt in progress when scoring fails, and ends and scores it on the next submit', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const mcq = (data.testJson.SectionResponse as Section[])[0]?.ItemResponse.find(
      (i) => i.ItemType === 'mcq',
    );
    await f.c.post('/api/sync-track', {
      track: [
        record(f, id, mcq?.ItemID ?? '', 1, { selectedOptionId: mcq?.ItemOptionResponse[0]?.ItemOptionID }),
      ],
    });
    vi.spyOn(AttemptRepository.prototype, 'saveScores').mockRejectedValueOnce(new Error('scoring failed'));
    const failed = await f.c.post('/api/end-test', { token: id });
    expect(failed.statusCode).toBe(500);
    const after = await attemptRow(id);
    expect([after?.status, after?.report, after?.endedAt]).toEqual(['InProgress', null, null]);

    // Nothing is stuck: the student's next submit ends and scores it.
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data;
    expect(report.studentTest.report.correctAnswer).toBe(1);
  });

  it('scores a completed attempt left without a report when the report is asked for', async () => {
    const f = await assessmentFixture(t);
    const { id } = await launchPractice(f);
    await f.c.post('/api/end-test', { token: id });
    // An attempt ended before scoring was one act (or by hand) has no report.
    await t.database.db
      .update(studentTests)
      .set({ report: null, score: null })
      .where(eq(studentTests.id, id));
    const res = await f.c.get(`/api/default-report?testId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.studentTest.report).toMatchObject({ correctAnswer: 0 });
    expect((await attemptRow(id))?.report).not.toBeNull();
    // end-test on it succeeds too, and changes nothing.
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  });
});

describe('overlapping syncs of a sectional test (decision 011)', () => {
  it('never undo a section’s start or its closing, and write the clock only when it moves', async () => {
    const f = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    const { id, data } = await launchPractice(f);
    const [one, two] = data.testJson.SectionResponse as Section[];
    if (!one || !two) throw new Error('two sections expected');
    await f.c.post('/api/sync-track', {
      track: [record(f, id, one.ItemResponse[0]?.ItemID ?? '', 1, { enteredText: 'a' })],
    });
    const started = (await attemptRow(id))?.sectionClock;
    t.clock.advance(30);

    // Section one's answers race the answer that moves the student on to section two.
    const updates = vi.spyOn(AttemptRepository.prototype, 'updateSectionClock');
    let n = 1;
    const oneAnswers = Array.from({ length: 16 }, (_, i) =>
      record(f, id, one.ItemResponse[i % one.ItemResponse.length]?.ItemID ?? '', ++n, {
        enteredText: `${n}`,
      }),
    );
    const calls = oneAnswers.map((r) => f.c.post('/api/sync-track', { track: [r] }));
    calls.splice(
      8,
      0,
      f.c.post('/api/sync-track', {
        track: [record(f, id, two.ItemResponse[0]?.ItemID ?? '', 100, { enteredText: 'b' })],
      }),
    );
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(200);

    const clock = (await attemptRow(id))?.sectionClock ?? [];
    expect(clock[0]?.startedAt).toBe(started?.[0]?.startedAt);
    expect(clock[0]?.closedAt).not.toBeNull();
    expect(clock[1]?.startedAt).not.toBeNull();
    expect(clock[1]?.closedAt).toBeNull();
    // Only the move to section two wrote the clock: the answers within a section never rewrite it.
    expect(updates).toHaveBeenCalledTimes(1);

    const relaunch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(relaunch.testData.sections.map((s: { state: string }) => s.state)).toEqual(['closed', 'open']);
    expect(relaunch.testData.timeRemaining).toBe(600);
  });
});

describe('rescoring in order (decision 011)', () => {
  it('counts every late answer when late answers, each rescoring the report, arrive together', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const items = (data.testJson.SectionResponse as Section[]).flatMap((s) => s.ItemResponse);
    const first = items[0] as Item;
    await f.c.post('/api/sync-track', {
      track: [record(f, id, first.ItemID, 1, { enteredText: 'on time' })],
    });
    t.clock.advance(10 * 60 + 61); // past the time and the grace: the next call ends the attempt
    const closing = await f.c.post('/api/sync-track', {
      track: [record(f, id, first.ItemID, 2, { enteredText: 'late' })],
    });
    expect(closing.json().data.acks[0].status).toBe('late');
    expect((await attemptRow(id))?.status).toBe('Completed');

    // Each late answer stores a late track and rescores the report in its own call: a stale rescore
    // that wrote last would undercount them. The report counts the questions answered late.
    const others = items.slice(1);
    const late = Array.from({ length: 12 }, (_, i) =>
      record(f, id, (others[i % others.length] as Item).ItemID, 10 + i, { enteredText: `late ${i}` }),
    );
    const results = await Promise.all(late.map((r) => f.c.post('/api/sync-track', { track: [r] })));
    for (const r of results) expect(r.json().data.acks[0].status).toBe('late');
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data;
    expect(report.studentTest.report.lateAnswers).toBe(items.length);
  });
});

describe('after the time ran out', () => {
  it('does not count as late the unchanged answer a runner re-sends (Next, submit)', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const item = (data.testJson.SectionResponse as Section[])[0]?.ItemResponse.find(
      (i) => i.ItemType === 'an',
    );
    const answer = (n: number, text: string) => record(f, id, item?.ItemID ?? '', n, { enteredText: text });
    await f.c.post('/api/sync-track', { track: [answer(1, 'Harbourside')] });
    t.clock.advance(10 * 60 + 61);
    const resent = await f.c.post('/api/sync-track', { track: [answer(2, 'Harbourside')] });
    expect(resent.json().data.acks[0].status).toBe('saved');
    const changed = await f.c.post('/api/sync-track', { track: [answer(3, 'Harbour')] });
    expect(changed.json().data.acks[0].status).toBe('late');
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest.report;
    expect([report.lateAnswers, report.correctAnswer]).toEqual([1, 1]);
  });

  it('records a submit after the time and its grace as the timer’s end', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const item = (data.testJson.SectionResponse as Section[])[0]?.ItemResponse[0] as Item;
    await f.c.post('/api/sync-track', { track: [record(f, id, item.ItemID, 1, { enteredText: 'x' })] });
    const started = await attemptRow(id);
    t.clock.advance(10 * 60 + 61);
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
    const ended = await attemptRow(id);
    expect([ended?.endedBy, ended?.endedAt?.toISOString()]).toEqual([
      'timer',
      started?.deadlineAt?.toISOString(),
    ]);
  });
});
