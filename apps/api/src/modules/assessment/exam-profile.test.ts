import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sampleTest,
  sectionalTestExtra,
} from '../../../test/assessment-fixture';
import { client, createStudent, login, useTestApp } from '../../../test/harness';
import { enrolments } from '../../db/schema';
import { admitPlay } from './audio-plays';

// Decision 021: what an exam profile forbids, the server refuses — a recording played more often than
// the test allows — and the student's extra time is applied by the server's clock.
const t = useTestApp({ TRACK_GRACE_SECONDS: '30' });

const base = sampleTest('x').sections[0] as ReturnType<typeof sampleTest>['sections'][number];
/** The sample IELTS test with a Listening recording on its first section and a second without one. */
const withRecording = (extra: Record<string, unknown> = {}) => ({
  sections: [
    { ...base, audioUrl: 'https://media.portico.test/part1.mp3' },
    { ...base, key: 'two', title: 'Part 2', items: base.items.map((i) => ({ ...i, key: `${i.key}-2` })) },
  ],
  ...extra,
});

async function started(f: Fixture) {
  const { id, data } = await launchPractice(f);
  const [one, two] = data.testJson.SectionResponse as { QuestionPaperSectionID: string }[];
  return { id, data, one: one?.QuestionPaperSectionID as string, two: two?.QuestionPaperSectionID as string };
}
const play = (f: Fixture, testId: string, sectionId: string) =>
  f.c.post('/api/assessment/audio-play', { testId, sectionId });

describe('admitPlay', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('admits plays up to the allowance, then refuses; no allowance admits every play', () => {
    expect(admitPlay(undefined, 1, now)).toEqual({ next: { count: 1, lastStartedAt: now.toISOString() } });
    expect(admitPlay({ count: 1, lastStartedAt: now.toISOString() }, 1, now)).toEqual({
      refused: 'This recording has already been played.',
    });
    expect(admitPlay({ count: 1, lastStartedAt: now.toISOString() }, 2, now)).toMatchObject({
      next: { count: 2 },
    });
    expect(admitPlay({ count: 40, lastStartedAt: now.toISOString() }, null, now)).toMatchObject({
      next: { count: 41 },
    });
  });
});

describe('audio-play (an IELTS Listening recording plays once)', () => {
  it('counts the first play, refuses the second, and a relaunch tells how long ago it began', async () => {
    const f = await assessmentFixture(t, { testExtra: withRecording() });
    const { id, data, one } = await started(f);
    expect(data.testData.rules).toMatchObject({ profile: 'ielts', audioPlays: 1, reRecord: false });
    expect(data.testData.audio).toEqual([]);

    const first = await play(f, id, one);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ plays: 1, allowed: 1 });
    t.clock.advance(42);
    const again = await play(f, id, one);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'This recording has already been played.',
    });

    const relaunch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(relaunch.testData.audio).toEqual([
      { sectionId: one, itemId: null, plays: 1, startedSecondsAgo: 42 },
    ]);
  });

  it('five plays at once from two tabs count once', async () => {
    const f = await assessmentFixture(t, { testExtra: withRecording() });
    const { id, one } = await started(f);
    const replies = await Promise.all(Array.from({ length: 5 }, () => play(f, id, one)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('a practice test that allows two plays gets two', async () => {
    const f = await assessmentFixture(t, { testExtra: withRecording({ relaxes: { audioPlays: 2 } }) });
    const { id, data, one } = await started(f);
    expect(data.testData.rules.audioPlays).toBe(2);
    expect((await play(f, id, one)).json().data).toEqual({ plays: 1, allowed: 2 });
    expect((await play(f, id, one)).json().data).toEqual({ plays: 2, allowed: 2 });
    expect((await play(f, id, one)).statusCode).toBe(409);
  });

  it('refuses a section without a recording, a foreign section, an ended test and bad ids', async () => {
    const f = await assessmentFixture(t, { testExtra: withRecording() });
    const { id, one, two } = await started(f);
    const none = await play(f, id, two);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This recording is not part of this test.');

    const other = await assessmentFixture(t, { testExtra: withRecording() });
    const foreign = await started(other);
    expect((await play(f, id, foreign.one)).statusCode).toBe(404);
    // Another company's session cannot play this student's recording, nor can no session.
    expect((await play(other, id, foreign.one)).statusCode).toBe(404);
    expect(
      (await client(t, f.company.host).post('/api/assessment/audio-play', { testId: id, sectionId: two }))
        .statusCode,
    ).toBe(401);
    // Another student of the same company: not their attempt.
    const student = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, student.email, student.password);
    expect((await c.post('/api/assessment/audio-play', { testId: id, sectionId: two })).statusCode).toBe(404);

    for (const body of [
      { testId: 'x', sectionId: two },
      { testId: id, sectionId: `${two}\u0000` },
      { testId: id, sectionId: 'a'.repeat(1_000_000) },
      { testId: id },
    ]) {
      const res = await f.c.post('/api/assessment/audio-play', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }

    await f.c.post('/api/end-test', { token: id });
    const ended = await play(f, id, one);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('This test has ended. Its recordings can be played in the review.');
  });

  it('a question’s own recording (PTE) plays once too, counted apart from its section’s', async () => {
    const f = await assessmentFixture(t, {
      testExtra: {
        template: 'ptelayout',
        examFamily: 'pte',
        sections: [
          {
            ...base,
            items: [
              { ...base.items[0], media: { audio: 'https://media.portico.test/lecture.mp3' } },
              { ...base.items[1], media: { audio: 'https://media.portico.test/lecture.mp3' } },
              ...base.items.slice(2),
            ],
          },
        ],
      },
    });
    const { id, data } = await launchPractice(f);
    const section = data.testJson.SectionResponse[0];
    const items = section.ItemResponse as { ItemID: string; Media: { audio?: string } }[];
    const spoken = items.find((i) => i.Media.audio) as { ItemID: string };
    const silent = items.find((i) => !i.Media.audio) as { ItemID: string };
    const playItem = (itemId: string) => f.c.post('/api/assessment/audio-play', { testId: id, itemId });
    expect((await playItem(spoken.ItemID)).json().data).toEqual({ plays: 1, allowed: 1 });
    t.clock.advance(7);
    const again = await playItem(spoken.ItemID);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This recording has already been played.');
    // The next question about the same recording shares its one play.
    const sameRecording = items.filter((i) => i.Media.audio)[1] as { ItemID: string };
    expect((await playItem(sameRecording.ItemID)).statusCode).toBe(409);
    const relaunch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(relaunch.testData.audio).toEqual([
      { sectionId: section.QuestionPaperSectionID, itemId: spoken.ItemID, plays: 1, startedSecondsAgo: 7 },
    ]);
    // A question without a recording, another attempt's question, both ids or neither: refused.
    expect((await playItem(silent.ItemID)).statusCode).toBe(404);
    const other = await assessmentFixture(t, { testExtra: withRecording() });
    const foreign = await launchPractice(other);
    const foreignItem = foreign.data.testJson.SectionResponse[0].ItemResponse[0].ItemID;
    expect((await playItem(foreignItem)).statusCode).toBe(404);
    for (const body of [
      { testId: id, itemId: spoken.ItemID, sectionId: section.QuestionPaperSectionID },
      { testId: id },
    ]) {
      const res = await f.c.post('/api/assessment/audio-play', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Name the section or the question whose recording is played.');
    }
  });

  it('Portico’s own tests play their recordings freely', async () => {
    const f = await assessmentFixture(t, {
      testExtra: withRecording({ template: 'default', examFamily: undefined }),
    });
    const { id, data, one } = await started(f);
    expect(data.testData.rules).toMatchObject({ profile: 'default', audioPlays: null, goBack: true });
    for (let i = 1; i <= 3; i++)
      expect((await play(f, id, one)).json().data).toEqual({ plays: i, allowed: null });
  });
});

describe('a recorded answer is final in a mock (no re-record)', () => {
  /** A PTE test of two spoken items and a typed one. */
  const speaking = (extra: Record<string, unknown> = {}) => ({
    template: 'ptelayout',
    examFamily: 'pte',
    sections: [
      {
        ...base,
        key: 'speaking',
        title: 'Speaking',
        items: [
          { key: 'ra', type: 'record-audio', html: '<p>Read aloud.</p>', timeLimitSeconds: 40 },
          { key: 'di', type: 'record-notify', html: '<p>Describe the image.</p>', prepSeconds: 25 },
          { key: 'typed', type: 'an', html: '<p>A word?</p>', accepted: ['word'] },
        ],
      },
    ],
    ...extra,
  });
  async function attempt(extra?: Record<string, unknown>) {
    const f = await assessmentFixture(t, { testExtra: speaking(extra) });
    const { id, data } = await launchPractice(f);
    const ids = (data.testJson.SectionResponse[0].ItemResponse as { ItemID: string }[]).map((i) => i.ItemID);
    const send = (
      records: { itemId: string; trackNumber: number; enteredText?: string; marked?: boolean }[],
    ) =>
      f.c.post('/api/sync-track', {
        track: records.map((r) => ({ testId: id, companyCode: f.company.code, ...r })),
      });
    return { f, id, ids: ids as [string, string, string], send };
  }
  const first = '/api/storage/recordings/first.webm';

  it('keeps the first recording and refuses another, an empty one, and earlier records of the same batch', async () => {
    const { ids, send, f, id } = await attempt();
    const [ra, di, typed] = ids;
    expect(
      (await send([{ itemId: ra, trackNumber: 1, enteredText: first }])).json().data.acks[0].status,
    ).toBe('saved');
    // The same recording again (a Next, a reload's re-send, a flag) is no second answer.
    expect(
      (await send([{ itemId: ra, trackNumber: 2, enteredText: first, marked: true }])).json().data.acks[0]
        .status,
    ).toBe('saved');

    const again = (
      await send([
        { itemId: ra, trackNumber: 3, enteredText: '/api/storage/recordings/second.webm' },
        { itemId: ra, trackNumber: 4, enteredText: '' },
        { itemId: di, trackNumber: 5, enteredText: '/api/storage/recordings/di.webm' },
        { itemId: typed, trackNumber: 6, enteredText: 'word' },
        { itemId: typed, trackNumber: 7, enteredText: 'words' },
      ])
    ).json().data;
    expect(again.acks.map((a: { status: string }) => a.status)).toEqual([
      'rejected',
      'rejected',
      'saved',
      'superseded',
      'saved',
    ]);
    expect(again.acks[0].reason).toBe(
      'This answer has been recorded. In this test the first recording is final.',
    );
    expect(again.acks[1].reason).toBe(again.acks[0].reason);

    // The recordings stay the first ones; the typed answer changed.
    await send([{ itemId: di, trackNumber: 8, enteredText: '/api/storage/recordings/di-2.webm' }]);
    const launch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    const stored = Object.fromEntries(
      launch.tracks.map((x: { itemId: string; enteredText: string }) => [x.itemId, x.enteredText]),
    );
    expect(stored).toEqual({ [ra]: first, [di]: '/api/storage/recordings/di.webm', [typed]: 'words' });
  });

  it('five tabs recording at once keep one recording', async () => {
    const { ids, send } = await attempt();
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => send([{ itemId: ids[0], trackNumber: n, enteredText: `/r/${n}.webm` }])),
    );
    const statuses = replies.map((r) => r.json().data.acks[0].status);
    expect(statuses.filter((s) => s === 'saved')).toHaveLength(1);
  });

  it('a practice test that allows re-recording takes the new one', async () => {
    const { ids, send } = await attempt({ relaxes: { reRecord: true } });
    await send([{ itemId: ids[0], trackNumber: 1, enteredText: first }]);
    const again = (await send([{ itemId: ids[0], trackNumber: 2, enteredText: '/r/2.webm' }])).json().data;
    expect(again.acks[0].status).toBe('saved');
  });
});

describe('extra time (an access arrangement on the enrolment)', () => {
  const arrange = (f: Fixture, percent: number) =>
    t.database.db
      .update(enrolments)
      .set({ extraTimePercent: percent })
      .where(and(eq(enrolments.studentId, f.student.id), eq(enrolments.productId, f.productId)));

  it('×1.25 lengthens the test, and the server’s deadline follows it', async () => {
    const f = await assessmentFixture(t);
    await arrange(f, 25);
    const { id, data } = await launchPractice(f);
    expect(data.testData.extraTimePercent).toBe(25);
    expect(data.testData.timeLimit).toBe(750);
    expect(data.testData.timeRemaining).toBe(750);
    const item = data.testJson.SectionResponse[0].ItemResponse[1].ItemID;
    const send = (n: number, text: string) =>
      f.c.post('/api/sync-track', {
        track: [{ testId: id, itemId: item, trackNumber: n, companyCode: f.company.code, enteredText: text }],
      });
    await send(1, '');
    t.clock.advance(700); // past the 10 minutes without extra time, within 12.5
    const inTime = (await send(2, 'Harbourside')).json().data;
    expect(inTime).toMatchObject({ late: 0, timeRemaining: 50 });
    t.clock.advance(90); // past 12.5 minutes and the grace
    expect((await send(3, 'Harbour side')).json().data.late).toBe(1);
  });

  it('×2 doubles each section of a sectional test; without an arrangement nothing changes', async () => {
    const f = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    await arrange(f, 100);
    const { data } = await launchPractice(f);
    expect(data.testData.sections.map((s: { timeRemaining: number }) => s.timeRemaining)).toEqual([
      600, 1200,
    ]);
    expect(data.testData.timeLimit).toBe(1800);

    const plain = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    const other = await launchPractice(plain);
    expect(other.data.testData.extraTimePercent).toBe(0);
    expect(other.data.testData.sections.map((s: { timeRemaining: number }) => s.timeRemaining)).toEqual([
      300, 600,
    ]);
  });
});
