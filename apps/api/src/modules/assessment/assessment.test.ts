import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sampleTest,
  sectionalTestExtra,
} from '../../../test/assessment-fixture';
import { createStudent, login, useTestApp } from '../../../test/harness';

const t = useTestApp({ TRACK_GRACE_SECONDS: '60' });

type Item = {
  ItemID: string;
  ItemType: string;
  ItemOptionResponse: { ItemOptionID: string; Options: string }[];
};
const itemsOf = (data: { testJson: { SectionResponse: { ItemResponse: Item[] }[] } }) =>
  data.testJson.SectionResponse.flatMap((s) => s.ItemResponse);
const byType = (items: Item[], type: string) => items.find((i) => i.ItemType === type) as Item;

function track(f: Fixture, attemptId: string, itemId: string, trackNumber: number, answer: object) {
  return {
    testId: attemptId,
    itemId,
    trackNumber,
    companyCode: f.company.code,
    timeTaken: 5,
    attempt: '1',
    ...answer,
  };
}

describe('launch routing (spec 2 §4)', () => {
  it('starts one attempt per card and sends the runner to /assessment/{id}', async () => {
    const f = await assessmentFixture(t);
    const body = { groupId: f.objects.practice, testId: f.testId, courseId: f.courseId };
    const [a, b] = await Promise.all([
      f.c.post('/api/assessment/generate-token', body),
      f.c.post('/api/assessment/generate-token', body),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.studentTestId).toBe(b.json().data.studentTestId);
    expect(a.json().data.redirectUrl).toBe(`/assessment/${a.json().data.studentTestId}`);
    const again = await f.c.post('/api/test', { groupId: f.objects.practice, courseId: f.courseId });
    expect(again.json().data.studentTestId).toBe(a.json().data.studentTestId);
  });

  it('refuses a locked card, an expired course and a card of another course', async () => {
    const f = await assessmentFixture(t);
    const locked = await f.c.post('/api/assessment/generate-token', {
      groupId: f.objects.locked,
      testId: f.testId,
      courseId: f.courseId,
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Not Released');

    const expired = await assessmentFixture(t, { enrolDays: 1 });
    t.clock.advance(2 * 86400);
    const res = await expired.c.post('/api/assessment/generate-token', {
      groupId: expired.objects.practice,
      testId: expired.testId,
      courseId: expired.courseId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your course validity is expired');

    const other = await f.c.post('/api/assessment/generate-token', {
      groupId: f.objects.practice,
      testId: f.testId,
      courseId: expired.courseId,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This test is not part of that course.');
  });

  it('validates the payload with a message naming the field', async () => {
    const f = await assessmentFixture(t);
    const res = await f.c.post('/api/assessment/generate-token', { groupId: 'nope', courseId: f.courseId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('groupId');
  });
});

describe('assessment/launch', () => {
  it('never sends answers, explanations or accepted texts before the end', async () => {
    const f = await assessmentFixture(t);
    const { data } = await launchPractice(f);
    const text = JSON.stringify(data.testJson);
    expect(text).not.toContain('IsCorrect');
    expect(text).not.toContain('Answer"');
    expect(text).not.toContain('The speaker says Monday');
    expect(text).not.toContain('Harbourside');
    expect(text).not.toContain('B7');
    expect(text).not.toContain('twelve');
    const items = itemsOf(data);
    expect(items).toHaveLength(5);
    expect(byType(items, 'mcq').ItemOptionResponse.map((o) => o.Options)).toEqual(['Monday', 'Tuesday']);
    expect(byType(items, 'an').ItemOptionResponse).toEqual([]);
    expect(byType(items, 'b')).toMatchObject({ BlankCount: 2, ItemOptionResponse: [] });
    expect(byType(items, 'multi-select')).toMatchObject({ SelectCount: 2 });
    // Start Test started the clock as it handed the questions out (decision 007).
    expect(data.testData).toMatchObject({
      timeLimit: 600,
      timeRemaining: 600,
      deadline: new Date(t.clock.now().getTime() + 600_000).toISOString(),
      graceSeconds: 60,
      started: true,
    });
    expect(data.studentTestData.isActive).toBe(1);
    expect(data.tracks).toEqual([]);
  });

  it('keeps the randomised order of an attempt on every launch', async () => {
    const f = await assessmentFixture(t, { testExtra: { randomizeNo: 2 } });
    const first = await launchPractice(f);
    const ids = itemsOf(first.data).map((i) => i.ItemType);
    expect(ids).toEqual(['an', 'multi-select', 'mcq', 'b', 'essay']);
    const again = await launchPractice(f);
    expect(itemsOf(again.data).map((i) => i.ItemType)).toEqual(ids);
  });
});

describe('sync-track', () => {
  it('stores answers and restores them on launch with the time left', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const items = itemsOf(data);
    const mcq = byType(items, 'mcq');
    const res = await f.c.post('/api/sync-track', {
      track: [
        track(f, id, mcq.ItemID, 1, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
        track(f, id, byType(items, 'an').ItemID, 2, { enteredText: 'harbourside' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ error: false, late: 0, timeRemaining: 600 });
    expect(res.json().data.acks).toEqual([
      expect.objectContaining({ trackNumber: 1, status: 'saved' }),
      expect.objectContaining({ trackNumber: 2, status: 'saved' }),
    ]);
    t.clock.advance(100);
    const relaunch = await f.c.post('/api/assessment/launch', { testId: id });
    const body = relaunch.json().data;
    expect(body.testData.timeRemaining).toBe(500);
    expect(body.tracks.map((x: { trackNumber: number }) => x.trackNumber).sort()).toEqual([1, 2]);
    expect(body.tracks[0]).not.toHaveProperty('isCorrect');
  });

  it('is idempotent: replays, duplicates and out-of-order batches never undo a newer answer', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const an = byType(itemsOf(data), 'an');
    const newer = track(f, id, an.ItemID, 5, { enteredText: 'Harbourside' });
    const older = track(f, id, an.ItemID, 3, { enteredText: 'wrong' });
    const statuses = async (records: object[]) =>
      (await f.c.post('/api/sync-track', { track: records }))
        .json()
        .data.acks.map((a: { status: string }) => a.status);
    expect(await statuses([newer])).toEqual(['saved']);
    // An older record is not needed any more: never acknowledged as saved.
    expect(await statuses([older])).toEqual(['superseded']);
    // A replay of the stored record is saved; the older one in between is superseded.
    expect(await statuses([newer, older, newer])).toEqual(['superseded', 'superseded', 'saved']);
    const launch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(launch.tracks).toHaveLength(1);
    expect(launch.tracks[0]).toMatchObject({ trackNumber: 5, enteredText: 'Harbourside' });
  });

  it('refuses more choices than a choose-N item allows, alone in its batch', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const items = itemsOf(data);
    const ms = byType(items, 'multi-select'); // 'Choose TWO': SelectCount 2
    const [a, b, c] = ms.ItemOptionResponse.map((o) => o.ItemOptionID);
    const mcq = byType(items, 'mcq');
    const res = await f.c.post('/api/sync-track', {
      track: [
        track(f, id, ms.ItemID, 1, { selectedOptionId: `${a},${b},${c}` }),
        track(f, id, mcq.ItemID, 2, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.acks).toEqual([
      {
        itemId: ms.ItemID,
        trackNumber: 1,
        status: 'rejected',
        code: 'INVALID',
        reason: 'Choose at most 2 answers.',
      },
      expect.objectContaining({ itemId: mcq.ItemID, status: 'saved' }),
    ]);
    // Two choices, or the same one repeated, are kept.
    const again = await f.c.post('/api/sync-track', {
      track: [track(f, id, ms.ItemID, 3, { selectedOptionId: `${a},${b},${a}` })],
    });
    expect(again.json().data.acks).toEqual([expect.objectContaining({ status: 'saved' })]);
    const relaunch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    const saved = relaunch.tracks.find((x: { itemId: string }) => x.itemId === ms.ItemID);
    expect(saved.trackNumber).toBe(3);
  });

  it('refuses more than 21 records, and each record of a foreign item or company on its own', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const mcq = byType(itemsOf(data), 'mcq');
    const many = Array.from({ length: 22 }, (_, i) => track(f, id, mcq.ItemID, i + 1, {}));
    const tooMany = await f.c.post('/api/sync-track', { track: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('21');
    const other = await assessmentFixture(t);
    const foreign = await launchPractice(other);
    const foreignItem = byType(itemsOf(foreign.data), 'mcq').ItemID;
    const res = await f.c.post('/api/sync-track', {
      track: [
        track(f, id, foreignItem, 1, {}),
        { ...track(f, id, mcq.ItemID, 2, {}), companyCode: other.company.code },
        track(f, id, mcq.ItemID, 3, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.acks).toEqual([
      {
        itemId: foreignItem,
        trackNumber: 1,
        status: 'rejected',
        code: 'INVALID',
        reason: 'This is not a question of this test.',
      },
      {
        itemId: mcq.ItemID,
        trackNumber: 2,
        status: 'rejected',
        code: 'INVALID',
        reason: 'This request belongs to another portal.',
      },
      { itemId: mcq.ItemID, trackNumber: 3, status: 'saved' },
    ]);
    expect(res.json().data.rejected).toBe(2);
  });

  it('counts tracks within the grace period and keeps later ones flagged late, unscored', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const items = itemsOf(data);
    const mcq = byType(items, 'mcq');
    const an = byType(items, 'an');
    await f.c.post('/api/sync-track', { track: [track(f, id, an.ItemID, 1, { enteredText: '' })] });
    t.clock.advance(600 + 30); // 30 s into the grace period
    const inGrace = await f.c.post('/api/sync-track', {
      track: [track(f, id, mcq.ItemID, 2, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID })],
    });
    expect(inGrace.json().data).toMatchObject({ late: 0, timeRemaining: 0 });
    t.clock.advance(60);
    const late = await f.c.post('/api/sync-track', {
      track: [track(f, id, an.ItemID, 3, { enteredText: 'Harbourside' })],
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ error: false, late: 1 });
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data;
    expect(report.studentTest.report).toMatchObject({ correctAnswer: 1, lateAnswers: 1 });
    const stored = report.studentTestItems.find((i: { itemId: string }) => i.itemId === an.ItemID);
    expect(stored).toMatchObject({ enteredText: '', isCorrect: null });
  });
});

describe('end-test and the report', () => {
  it('scores on the server, reveals answers only after the end, and ends once', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const items = itemsOf(data);
    const mcq = byType(items, 'mcq');
    const ms = byType(items, 'multi-select');
    const b = byType(items, 'b');
    await f.c.post('/api/sync-track', {
      track: [
        track(f, id, mcq.ItemID, 1, {
          selectedOptionId: mcq.ItemOptionResponse[1]?.ItemOptionID,
          isCorrect: true,
        }),
        track(f, id, byType(items, 'an').ItemID, 2, { enteredText: ' harbour   SIDE ' }),
        track(f, id, b.ItemID, 3, { inputResponses: [{ value: '12' }, { value: 'b8' }] }),
        track(f, id, ms.ItemID, 4, {
          selectedOptionId: `${ms.ItemOptionResponse[0]?.ItemOptionID},${ms.ItemOptionResponse[1]?.ItemOptionID}`,
        }),
        track(f, id, byType(items, 'essay').ItemID, 5, { enteredText: 'My town is small.' }),
      ],
    });
    const before = await f.c.get(`/api/default-report?testId=${id}`);
    expect(before.statusCode).toBe(409);
    const end = await f.c.post('/api/end-test', { token: id });
    expect(end.json()).toMatchObject({ success: true, data: { success: true } });
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);

    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data;
    // Counted as IELTS questions (decision 038): the two-blank item and the 'Choose TWO' are two
    // each, so 7; right: an, both letters and one blank (4, as many as the marks); wrong: mcq and a blank.
    expect(report.studentTest.report).toMatchObject({
      totalQuestions: 7,
      correctAnswer: 4,
      inCorrectAnswer: 2,
      skippedAnswer: 0,
      questionsAttempted: 7,
      // an (1) + the IELTS 'Choose TWO' (2 marks, decision 039) + one right blank (1); the client's
      // isCorrect is ignored
      score: 4,
    });
    const blank = report.studentTestItems.find((i: { itemId: string }) => i.itemId === b.ItemID);
    expect(blank.parts).toEqual([
      { isCorrect: true, points: 1 },
      { isCorrect: false, points: 0 },
    ]);
    const essay = report.studentTestItems.find(
      (i: { itemId: string }) => i.itemId === byType(items, 'essay').ItemID,
    );
    expect(essay).toMatchObject({ isCorrect: null, answered: true });

    const launch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(launch.studentTestData.isActive).toBe(0);
    const reviewed = itemsOf(launch);
    expect(byType(reviewed, 'an')).toMatchObject({ Answer: { accepted: ['Harbourside', 'Harbour side'] } });
    expect(byType(reviewed, 'mcq')).toMatchObject({ Explanation: 'The speaker says Monday.' });
    // Submitted: nothing more is accepted, not even within what was the grace period.
    const after = await f.c.post('/api/sync-track', {
      track: [track(f, id, mcq.ItemID, 9, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID })],
    });
    expect(after.json().data).toMatchObject({ late: 0, rejected: 1 });
    expect(after.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'ENDED' });
  });

  it('ends an attempt whose time ran out while the student was away', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const mcq = byType(itemsOf(data), 'mcq');
    await f.c.post('/api/sync-track', {
      track: [track(f, id, mcq.ItemID, 1, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID })],
    });
    t.clock.advance(600 + 61);
    const objects = await f.c.get(
      `/api/learningobject?learningModuleId=${await weekModule(f)}&courseId=${f.courseId}`,
    );
    const card = objects.json().data.find((o: { id: string }) => o.id === f.objects.practice);
    expect(card).toMatchObject({ objectStatus: 'Completed', istestTaken: true, studentTestId: id });
    expect(card.report).toMatchObject({ correctAnswer: 1 });
  });
});

async function weekModule(f: Fixture): Promise<string> {
  const res = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
  return res.json().data.subModule[0].id;
}

describe('one student cannot touch another student’s or company’s test', () => {
  it('refuses launch, sync, end and report of someone else’s attempt', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    const mcq = byType(itemsOf(data), 'mcq');
    const peer = await createStudent(t, f.company.code);
    const { c } = await login(t, f.company.host, peer.email, peer.password);
    expect((await c.post('/api/assessment/launch', { testId: id })).statusCode).toBe(404);
    const sync = await c.post('/api/sync-track', { track: [track(f, id, mcq.ItemID, 1, {})] });
    expect(sync.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'NOT_FOUND' });
    expect((await c.post('/api/end-test', { token: id })).statusCode).toBe(404);
    expect((await c.get(`/api/default-report?testId=${id}`)).statusCode).toBe(404);

    const other = await assessmentFixture(t);
    expect((await other.c.post('/api/assessment/launch', { testId: id })).statusCode).toBe(404);
    expect((await other.c.post('/api/end-test', { token: id })).statusCode).toBe(404);
    // A session of another company on this company's host is no session here.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/launch',
      headers: { host: f.company.host, cookie: other.c.cookie ?? '' },
      payload: { testId: id },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('UNAUTH');
    const launch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(launch.tracks).toEqual([]);
  });
});

describe('evaluation request (spec 2 §4, §5)', () => {
  it('needs a taken test, is asked once, and shows as pending on the card', async () => {
    const f = await assessmentFixture(t);
    const body = { courseId: f.courseId, groupId: f.objects.practice, testId: f.testId };
    const early = await f.c.post('/api/evaluation-request', body);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Please complete the test before requesting evaluation.');
    const { id } = await launchPractice(f);
    await f.c.post('/api/end-test', { token: id });
    const ok = await f.c.post('/api/evaluation-request', body);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Your request for evaluation has been submitted.',
    });
    const twice = await f.c.post('/api/evaluation-request', body);
    expect(twice.statusCode).toBe(409);
    const objects = await f.c.get(
      `/api/learningobject?learningModuleId=${await weekModule(f)}&courseId=${f.courseId}`,
    );
    const card = objects.json().data.find((o: { id: string }) => o.id === f.objects.practice);
    expect(card).toMatchObject({ evaluationStatus: 0, showEvaluation: true, evaluationRequired: true });
  });
});

describe('get-revise-link', () => {
  it('opens review of a completed attempt only', async () => {
    const f = await assessmentFixture(t);
    const before = await f.c.get(`/api/get-revise-link?testId=${f.testId}&groupId=${f.objects.practice}`);
    expect(before.statusCode).toBe(404);
    const { id } = await launchPractice(f);
    await f.c.post('/api/end-test', { token: id });
    const res = await f.c.get(`/api/get-revise-link?testId=${f.testId}&groupId=${f.objects.practice}`);
    expect(res.json().data.redirectUrl).toBe(`/assessment/${id}?review=1`);
  });
});

describe('studenttests', () => {
  it('starts the attempt of a card and reports its status', async () => {
    const f = await assessmentFixture(t);
    const res = await f.c.post('/api/studenttests', {
      testId: f.testId,
      groupId: f.objects.practice,
      courseId: f.courseId,
      companyCode: f.company.code,
      isActive: 1,
    });
    expect(res.json().data.status).toBe('InProgress');
    const foreign = await f.c.post('/api/studenttests', {
      testId: f.testId,
      groupId: f.objects.practice,
      courseId: f.courseId,
      companyCode: 'someone-else',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('sectional timers', () => {
  it('runs one clock per section; moving on closes the earlier section', async () => {
    const f = await assessmentFixture(t, { testExtra: sectionalTestExtra() });
    const { id, data } = await launchPractice(f);
    expect(data.testJson.IsSectionalTimer).toBe(true);
    const states = (d: typeof data) =>
      d.testData.sections.map((s: { state: string; timeRemaining: number }) => [s.state, s.timeRemaining]);
    // Start Test opened the first section only; the second's questions are not handed out yet.
    expect(states(data)).toEqual([
      ['open', 300],
      ['pending', 600],
    ]);
    expect(data.testData.timeRemaining).toBe(300);
    const [one, two] = data.testJson.SectionResponse;
    expect(two.Sealed).toBe(true);
    expect(two.ItemResponse.map((i: { Items: string }) => i.Items)).toEqual(['', '', '', '', '']);
    const first = one.ItemResponse[0].ItemID;
    await f.c.post('/api/sync-track', { track: [track(f, id, first, 1, { enteredText: '' })] });
    t.clock.advance(60);
    const next = (
      await f.c.post('/api/assessment/start', { testId: id, sectionId: two.QuestionPaperSectionID })
    ).json().data;
    expect(states(next)).toEqual([
      ['closed', 0],
      ['open', 600],
    ]);
    expect(next.testJson.SectionResponse[1].Sealed).toBeUndefined();
    expect(next.testJson.SectionResponse[1].ItemResponse[0].Items).toBe('<p>Which day?</p>');
    const moved = await f.c.post('/api/sync-track', {
      track: [track(f, id, two.ItemResponse[1].ItemID, 2, { enteredText: 'harbourside' })],
    });
    expect(moved.json().data).toMatchObject({
      timeRemaining: 600,
      currentSectionId: two.QuestionPaperSectionID,
      late: 0,
    });
    t.clock.advance(120); // past the grace of section one's closing
    const back = await f.c.post('/api/sync-track', {
      track: [track(f, id, one.ItemResponse[1].ItemID, 3, { enteredText: 'Harbourside' })],
    });
    expect(back.json().data.late).toBe(1);
    const relaunch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(relaunch.testData.sections.map((s: { state: string }) => s.state)).toEqual(['closed', 'open']);
    expect(relaunch.testData.timeRemaining).toBe(480);
  });
});

describe('an IELTS practice of one skill', () => {
  it('reports that skill’s band and no overall band', async () => {
    const base = sampleTestSections();
    const f = await assessmentFixture(t, {
      testExtra: {
        sections: [{ ...base, key: 'reading', title: 'Reading Passage 1', referenceType: 'Reading' }],
      },
    });
    const { id, data } = await launchPractice(f);
    const mcq = data.testJson.SectionResponse[0].ItemResponse.find(
      (i: { ItemType: string }) => i.ItemType === 'mcq',
    );
    await f.c.post('/api/sync-track', {
      track: [track(f, id, mcq.ItemID, 1, { selectedOptionId: mcq.ItemOptionResponse[0].ItemOptionID })],
    });
    await f.c.post('/api/end-test', { token: id });
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest.report;
    expect(report.sections.map((s: { referenceType: string }) => s.referenceType)).toEqual(['Reading']);
    expect(report.sections[0].band).not.toBeNull();
    expect(report.band).toBeNull();
  });
});

function sampleTestSections() {
  const test = sampleTest('x');
  return test.sections[0] as (typeof test.sections)[number];
}
