import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  openPractice,
  sectionalTestExtra,
} from '../../../test/assessment-fixture';
import { createStudent, login, useTestApp } from '../../../test/harness';

// Decision 007: the clock starts when the questions are handed out.
const t = useTestApp({ TRACK_GRACE_SECONDS: '10' });

type Section = {
  QuestionPaperSectionID: string;
  Sealed?: boolean;
  AudioUrl: string | null;
  ItemResponse: { ItemID: string; Items: string; ItemOptionResponse: { ItemOptionID: string }[] }[];
};
const sectionsOf = (data: { testJson: { SectionResponse: Section[] } }) => data.testJson.SectionResponse;

function answer(f: Fixture, attemptId: string, itemId: string, trackNumber: number, optionId: string) {
  return {
    testId: attemptId,
    itemId,
    trackNumber,
    companyCode: f.company.code,
    timeTaken: 5,
    attempt: '1',
    selectedOptionId: optionId,
  };
}

/** A one-minute test of the sample's items, as the French quiz the attack used. */
const oneMinute = () => ({
  sections: [
    {
      key: 'only',
      title: 'Quiz',
      referenceType: 'Reading',
      durationMinutes: 1,
      items: [
        {
          key: 'q1',
          type: 'mcq',
          html: '<p>Which day?</p>',
          options: [{ text: 'Monday', correct: true }, { text: 'Tuesday' }],
        },
      ],
    },
  ],
});

describe('the clock starts as the questions are handed out', () => {
  it('hands out no question before Start Test, however long the instructions are read', async () => {
    const f = await assessmentFixture(t, { testExtra: oneMinute() });
    const { id, data } = await openPractice(f);
    expect(data.testData).toMatchObject({ started: false, deadline: null, timeRemaining: 60 });
    const [section] = sectionsOf(data);
    expect(section?.Sealed).toBe(true);
    expect(JSON.stringify(data.testJson)).not.toContain('Which day?');
    expect(JSON.stringify(data.testJson)).not.toContain('Monday');

    // The attack: read for 130 s (here the instructions only), then start and answer at once: on time.
    t.clock.advance(130);
    const started = (await f.c.post('/api/assessment/start', { testId: id })).json().data;
    expect(started.testData).toMatchObject({
      started: true,
      timeRemaining: 60,
      deadline: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    const item = sectionsOf(started)[0]?.ItemResponse[0];
    expect(item?.Items).toBe('<p>Which day?</p>');
    const onTime = await f.c.post('/api/sync-track', {
      track: [answer(f, id, item?.ItemID ?? '', 1, item?.ItemOptionResponse[0]?.ItemOptionID ?? '')],
    });
    expect(onTime.json().data).toMatchObject({ late: 0, rejected: 0 });
  });

  it('a test whose sections have no minutes (an item bank) never runs out: answers a day later count, Submit ends it', async () => {
    const untimed = oneMinute();
    for (const section of untimed.sections) section.durationMinutes = 0;
    for (const timerMode of ['total', 'sectional'] as const) {
      const f = await assessmentFixture(t, { testExtra: { ...untimed, timerMode } });
      const { id, data } = await launchPractice(f);
      expect(data.testData).toMatchObject({ started: true, timeLimit: 0, deadline: null, sections: [] });
      t.clock.advance(24 * 3600);
      // The fast path and the full path alike: no deadline to be late for.
      const item = sectionsOf(data)[0]?.ItemResponse[0];
      const late = await f.c.post('/api/sync-track', {
        track: [answer(f, id, item?.ItemID ?? '', 1, item?.ItemOptionResponse[0]?.ItemOptionID ?? '')],
      });
      expect(late.json().data, timerMode).toMatchObject({ late: 0, rejected: 0 });
      const again = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
      expect(again.testData, timerMode).toMatchObject({ started: true, deadline: null });
      const ended = await f.c.post('/api/end-test', { token: id });
      expect(ended.statusCode, ended.body).toBe(200);
      const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest;
      expect(report.report, timerMode).toMatchObject({ correctAnswer: 1, lateAnswers: 0 });
    }
  });

  it('counts an answer given after the questions were read past the time as late', async () => {
    const f = await assessmentFixture(t, { testExtra: oneMinute() });
    const { id, data } = await launchPractice(f);
    const item = sectionsOf(data)[0]?.ItemResponse[0];
    t.clock.advance(130);
    const late = await f.c.post('/api/sync-track', {
      track: [answer(f, id, item?.ItemID ?? '', 1, item?.ItemOptionResponse[0]?.ItemOptionID ?? '')],
    });
    // The time and its grace ran out while the questions were read: nothing counts.
    expect(late.json().data.acks[0].status).toBe('late');
    await f.c.post('/api/end-test', { token: id });
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest;
    expect(report.report).toMatchObject({ correctAnswer: 0 });
  });

  it('starting again changes nothing: a reload or a second press never restarts the clock', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    t.clock.advance(100);
    const again = (await f.c.post('/api/assessment/start', { testId: id })).json().data;
    expect(again.testData.deadline).toBe(data.testData.deadline);
    expect(again.testData.timeRemaining).toBe(500);
    const reload = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(reload.testData).toMatchObject({ started: true, timeRemaining: 500 });
    expect(sectionsOf(reload)[0]?.Sealed).toBeUndefined();
  });

  it('refuses another student’s and another company’s attempt, and a runner another tab took over', async () => {
    const f = await assessmentFixture(t);
    const { id } = await openPractice(f);
    const other = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, other.email, other.password);
    const foreign = await c.post('/api/assessment/start', { testId: id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Test not found.');
    const elsewhere = await assessmentFixture(t);
    const cross = await elsewhere.c.post('/api/assessment/start', { testId: id });
    expect(cross.statusCode).toBe(404);
    const stillSealed = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(stillSealed.testData.started).toBe(false);

    const first = '5f0e2a1c-0000-4000-8000-000000000001';
    const second = '5f0e2a1c-0000-4000-8000-000000000002';
    await f.c.post('/api/assessment/launch', { testId: id, runnerId: first });
    await f.c.post('/api/assessment/launch', { testId: id, runnerId: second });
    const stale = await f.c.post('/api/assessment/start', { testId: id, runnerId: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('open in another tab');
    expect((await f.c.post('/api/assessment/start', { testId: id, runnerId: second })).statusCode).toBe(200);
  });

  it('validates the call with a message naming the field', async () => {
    const f = await assessmentFixture(t);
    const res = await f.c.post('/api/assessment/start', { testId: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('testId');
  });
});

describe('a sectional test hands out a section’s questions when its clock starts', () => {
  it('seals the later sections and their recordings until the student moves on, in order', async () => {
    const f = await assessmentFixture(t, {
      testExtra: {
        ...sectionalTestExtra(),
        sections: sectionalTestExtra().sections.map((s) => ({ ...s, audioUrl: `/demo-media/${s.key}.ogg` })),
      },
    });
    const { id, data } = await openPractice(f);
    const [one, two] = sectionsOf(data);
    expect([one?.Sealed, two?.Sealed]).toEqual([true, true]);
    expect([one?.AudioUrl, two?.AudioUrl]).toEqual([null, null]);

    const started = (await f.c.post('/api/assessment/start', { testId: id })).json().data;
    expect(sectionsOf(started).map((s) => [s.Sealed ?? false, s.AudioUrl])).toEqual([
      [false, '/demo-media/one.ogg'],
      [true, null],
    ]);
    // Section two's recording cannot be played before its section starts.
    const early = await f.c.post('/api/assessment/audio-play', {
      testId: id,
      sectionId: two?.QuestionPaperSectionID,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This part of the test has not started yet.');

    t.clock.advance(90);
    const moved = (
      await f.c.post('/api/assessment/start', { testId: id, sectionId: two?.QuestionPaperSectionID })
    ).json().data;
    expect(moved.testData.sections.map((s: { state: string }) => s.state)).toEqual(['closed', 'open']);
    expect(sectionsOf(moved)[1]?.Sealed).toBeUndefined();
    expect(sectionsOf(moved)[1]?.ItemResponse[0]?.Items).toBe('<p>Which day?</p>');
    expect(
      (await f.c.post('/api/assessment/audio-play', { testId: id, sectionId: two?.QuestionPaperSectionID }))
        .statusCode,
    ).toBe(200);

    // Back to section one: starting it again changes nothing; it stays closed.
    const back = (
      await f.c.post('/api/assessment/start', { testId: id, sectionId: one?.QuestionPaperSectionID })
    ).json().data;
    expect(back.testData.sections.map((s: { state: string }) => s.state)).toEqual(['closed', 'open']);
  });

  it('refuses to skip a section and a section of another test', async () => {
    const extra = sectionalTestExtra();
    const three = { ...extra.sections[1], key: 'three', title: 'Section three', items: [] };
    const f = await assessmentFixture(t, { testExtra: { ...extra, sections: [...extra.sections, three] } });
    const { id, data } = await openPractice(f);
    const last = sectionsOf(data)[2]?.QuestionPaperSectionID;
    const skip = await f.c.post('/api/assessment/start', { testId: id, sectionId: last });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Sections are taken in order: finish the current section first.');
    const elsewhere = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    const { data: theirs } = await openPractice(elsewhere);
    const foreign = await f.c.post('/api/assessment/start', {
      testId: id,
      sectionId: sectionsOf(theirs)[1]?.QuestionPaperSectionID,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This section is not part of the test.');
  });
});
