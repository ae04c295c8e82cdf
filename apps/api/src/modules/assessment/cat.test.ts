import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adaptivePool, poolTopic } from '../../../test/adaptive-pool-fixture';
import {
  assessmentFixture,
  type Fixture,
  type LaunchedItem,
  launchPractice,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { catExposures, itemCalibrations, studentTests } from '../../db/schema';

// Issue 43 part 3, decision 064: an item-by-item adaptive section (the Duolingo English Test 'adapts
// question by question'). The server chooses each question from a calibrated pool by the ability
// estimate so far, at a fixed length, with content shares; the report gives the score with its
// standard error and 80 % range on the section's scale.
const t = useTestApp();

/** 24 questions in two areas, difficulty b from −2.3 to 2.3; 'Question q7 (b 0.3)'. */
const B = Array.from({ length: 24 }, (_, n) => Math.round((-2.3 + n * 0.2) * 10) / 10);
const mcq = (n: number) => ({
  key: `q${n}`,
  type: 'mcq',
  topic: poolTopic(n),
  html: `<p>Question q${n}</p>`,
  irt: { a: 1.5, b: B[n] },
  options: [{ text: 'right', correct: true }, { text: 'wrong' }, { text: 'also wrong' }],
});
const LENGTH = 8;
const adaptiveTest = adaptivePool(
  B.map((_, n) => mcq(n)),
  { length: LENGTH, topK: 2 },
);

type Item = LaunchedItem & { Items: string; Pending?: boolean };
type Section = { QuestionPaperSectionID: string; ItemResponse: Item[]; Adaptive?: boolean };
type Launch = { testJson: { SectionResponse: Section[] } };

const sectionOf = (data: unknown) => (data as Launch).testJson.SectionResponse[0] as Section;
const served = (s: Section) => s.ItemResponse.filter((i) => !i.Pending);
const keyOf = (i: Item) => Number(i.Items.match(/Question q(\d+)/)?.[1]);

const answer = (f: Fixture, id: string, item: Item, right: boolean, trackNumber: number) =>
  f.c.post('/api/sync-track', {
    track: [
      {
        testId: id,
        itemId: item.ItemID,
        trackNumber,
        companyCode: f.company.code,
        timeTaken: 3,
        attempt: '1',
        selectedOptionId: item.ItemOptionResponse[right ? 0 : 1]?.ItemOptionID,
      },
    ],
  });

const nextItem = (f: Fixture, id: string, sectionId: string, afterItemId?: string) =>
  f.c.post('/api/assessment/next-item', { testId: id, sectionId, ...(afterItemId ? { afterItemId } : {}) });

/** Takes the whole section, answering by `knows` (the question's b): the questions in the order served. */
async function take(f: Fixture, knows: (b: number) => boolean) {
  const { id, data } = await launchPractice(f);
  let section = sectionOf(data);
  const sectionId = section.QuestionPaperSectionID;
  let after: string | undefined;
  for (let n = 1; n <= LENGTH; n++) {
    const res = await nextItem(f, id, sectionId, after);
    expect(res.statusCode, res.body).toBe(200);
    section = sectionOf(res.json().data);
    const current = served(section).at(-1) as Item;
    expect(served(section)).toHaveLength(n);
    expect((await answer(f, id, current, knows(B[keyOf(current)] ?? 0), n)).statusCode).toBe(200);
    after = current.ItemID;
  }
  return { id, sectionId, keys: served(section).map(keyOf) };
}

const reportOf = async (f: Fixture, id: string) => {
  await f.c.post('/api/end-test', { token: id });
  return (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest.report;
};

describe('an item-by-item adaptive section (decision 064)', () => {
  it('hands out nothing of the pool before the student gets there: places only', async () => {
    const f = await assessmentFixture(t, { testExtra: adaptiveTest });
    const { data } = await launchPractice(f);
    const section = sectionOf(data);
    expect(section.Adaptive).toBe(true);
    expect(section.ItemResponse).toHaveLength(LENGTH);
    expect(section.ItemResponse.every((i) => i.Pending)).toBe(true);
    expect(section.ItemResponse.map((i) => i.ItemID)).toEqual(
      Array.from({ length: LENGTH }, (_, n) => `${section.QuestionPaperSectionID}:${n + 1}`),
    );
    expect(JSON.stringify(data)).not.toMatch(/Question q\d+/);
  });

  it('goes harder for a strong student and easier for a weak one, keeping the content shares', async () => {
    const f = await assessmentFixture(t, { testExtra: adaptiveTest });
    const strong = await take(f, () => true);
    const g = await assessmentFixture(t, { testExtra: adaptiveTest });
    const weak = await take(g, () => false);
    const meanB = (keys: number[]) => keys.reduce((s, k) => s + (B[k] ?? 0), 0) / keys.length;
    expect(meanB(strong.keys)).toBeGreaterThan(0.8);
    expect(meanB(weak.keys)).toBeLessThan(-0.8);
    // The last questions are harder (easier) than the first for the strong (weak) student.
    expect(B[strong.keys.at(-1) ?? 0]).toBeGreaterThan(B[strong.keys[0] ?? 0] ?? 0);
    expect(B[weak.keys.at(-1) ?? 0]).toBeLessThan(B[weak.keys[0] ?? 0] ?? 0);
    // Content shares 0.5 / 0.5 of 8: four of each area.
    for (const run of [strong, weak]) expect(run.keys.filter((k) => k % 2 === 0)).toHaveLength(4);
    expect(new Set(strong.keys).size).toBe(LENGTH);

    const s = (await reportOf(f, strong.id)).sections[0];
    const w = (await reportOf(g, weak.id)).sections[0];
    expect(s.cat).toMatchObject({ taken: LENGTH, length: LENGTH, poolVersion: null });
    expect(s.cat.theta).toBeGreaterThan(1);
    expect(w.cat.theta).toBeLessThan(-1);
    // The score on the scale (85 + 25θ, by 5) with its 80 % range around it; the SE is reported.
    for (const r of [s.cat, w.cat]) {
      expect(r.score % 5).toBe(0);
      expect(r.low).toBeLessThanOrEqual(r.score);
      expect(r.high).toBeGreaterThanOrEqual(r.score);
      expect(r.se).toBeGreaterThan(0.2);
      expect(r.se).toBeLessThan(1);
    }
    expect(s.cat.score).toBeGreaterThan(w.cat.score + 50);
  });

  it('serves each place once: asking again, or from a place already left, changes nothing', async () => {
    const f = await assessmentFixture(t, { testExtra: adaptiveTest });
    const { id, data } = await launchPractice(f);
    const sectionId = sectionOf(data).QuestionPaperSectionID;
    const first = served(sectionOf((await nextItem(f, id, sectionId)).json().data));
    expect(first).toHaveLength(1);
    // A retry after a lost reply, or a second tab arriving at the section: the same question.
    const again = served(sectionOf((await nextItem(f, id, sectionId)).json().data));
    expect(again).toEqual(first);
    const q1 = first[0] as Item;
    await answer(f, id, q1, true, 1);
    const two = served(sectionOf((await nextItem(f, id, sectionId, q1.ItemID)).json().data));
    const twice = served(sectionOf((await nextItem(f, id, sectionId, q1.ItemID)).json().data));
    expect(two).toHaveLength(2);
    expect(twice).toEqual(two);
    // A reload shows the questions served and the places still to come.
    const reload = sectionOf((await f.c.post('/api/assessment/launch', { testId: id })).json().data);
    expect(served(reload)).toEqual(two);
    expect(reload.ItemResponse).toHaveLength(LENGTH);
    // Each question served is counted once for the exposure cap; the attempt once.
    const [row] = await t.database.db
      .select()
      .from(catExposures)
      .where(eq(catExposures.sectionId, sectionId));
    expect(row?.tests).toBe(1);
    expect(Object.values(row?.counts ?? {}).reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('refuses a changed answer to a question left, and an answer to a question not served', async () => {
    const f = await assessmentFixture(t, { testExtra: adaptiveTest });
    const { id, data } = await launchPractice(f);
    const sectionId = sectionOf(data).QuestionPaperSectionID;
    const q1 = served(sectionOf((await nextItem(f, id, sectionId)).json().data))[0] as Item;
    await answer(f, id, q1, false, 1);
    await nextItem(f, id, sectionId, q1.ItemID);
    // Knowing whether the next question got easier, the student would change the first answer.
    const back = await answer(f, id, q1, true, 5);
    expect(back.json().data.acks[0]).toMatchObject({
      status: 'rejected',
      reason: 'This test goes forward only, and a later question has already been opened.',
    });
    // The pool's other questions are not the attempt's until served.
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    const pool = Object.keys(row?.cat[sectionId]?.params ?? {});
    expect(pool).toHaveLength(B.length);
    const unserved = pool.find((p) => !row?.itemOrder[sectionId]?.includes(p)) as string;
    const foreign = await answer(f, id, { ...q1, ItemID: unserved }, true, 6);
    expect(foreign.json().data.acks[0]).toMatchObject({
      status: 'rejected',
      reason: 'This is not a question of this test.',
    });
  });

  it('refuses next-item for a section that is not adaptive, and for another student', async () => {
    const plain = await assessmentFixture(t);
    const { id, data } = await launchPractice(plain);
    const sectionId = sectionOf(data).QuestionPaperSectionID;
    const res = await nextItem(plain, id, sectionId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This section does not choose its questions one at a time.');
    const other = await assessmentFixture(t, { testExtra: adaptiveTest });
    expect((await nextItem(other, id, sectionId)).statusCode).toBe(404);
    expect((await other.c.post('/api/assessment/next-item', { testId: id, sectionId: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('starts from the calibrated parameters where the pass re-estimated them, and records the version', async () => {
    const f = await assessmentFixture(t, { testExtra: adaptiveTest });
    const first = await launchPractice(f);
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, first.id));
    const sectionId = sectionOf(first.data).QuestionPaperSectionID;
    const [itemId] = Object.keys(row?.cat[sectionId]?.params ?? {});
    await t.database.db.insert(itemCalibrations).values({
      itemId: itemId as string,
      companyCode: f.company.code,
      testId: f.testId,
      a: 0.9,
      b: 1.75,
      c: 0,
      responses: 120,
      estimated: true,
      seB: 0.2,
      poolVersion: 3,
      fingerprint: 'test',
      calibratedAt: new Date(),
    });
    const mock = await f.c.post('/api/assessment/generate-token', {
      groupId: f.objects.mock,
      testId: f.testId,
      courseId: f.courseId,
    });
    const mockId = mock.json().data.studentTestId as string;
    const [made] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, mockId));
    expect(made?.cat[sectionId]).toMatchObject({
      poolVersion: 3,
      params: { [itemId as string]: { a: 0.9, b: 1.75 } },
    });
    // The attempt made before keeps the parameters it started with.
    const [kept] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, first.id));
    expect(kept?.cat[sectionId]?.poolVersion).toBeNull();
  });

  it('gives the Duolingo Reading subscore from the estimate, not the share of points', async () => {
    const f = await assessmentFixture(t, { testExtra: adaptiveTest });
    const strong = await take(f, (b) => b < 1.5);
    const report = await reportOf(f, strong.id);
    const reading = report.examScores.subscores.find((s: { name: string }) => s.name === 'Reading');
    expect(reading).toMatchObject({ score: report.sections[0].cat.score, tasks: LENGTH });
    // Duolingo reports no section score: the estimate is the section's `cat` only.
    expect(report.sections[0].scaledScore).toBeNull();
  });
});
