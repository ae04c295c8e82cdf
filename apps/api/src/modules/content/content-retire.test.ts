import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchPractice,
  sampleTest,
} from '../../../test/assessment-fixture';
import { createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { itemEvaluations, lateTracks, learningObjects, studentTests, tracks } from '../../db/schema';
import { importContent, retiredSummary } from './content-import';
import { contentIds } from './content-mapper';

// Decision 014: a re-import never deletes what students have answered; it retires it and says so.
const t = useTestApp();

type Item = {
  ItemID: string;
  ItemType: string;
  ItemOptionResponse: { ItemOptionID: string; Options: string }[];
};
type Launch = { testJson: { SectionResponse: { SectionID: string; ItemResponse: Item[] }[] } };
const itemsOf = (data: Launch) => data.testJson.SectionResponse.flatMap((s) => s.ItemResponse);

type Sample = ReturnType<typeof sampleTest>;
const sample = (): Sample => structuredClone(sampleTest('sample'));
const reimport = (f: Fixture, json: unknown) =>
  importContent(t.database.db, f.company.code, [{ path: 'sample.json', json }], t.clock.now());

/** Answers q1 (right), q2 (right) and the essay, and submits. */
async function answerAndSubmit(f: Fixture) {
  const { id, data } = await launchPractice(f);
  const items = itemsOf(data);
  const byType = (type: string) => items.find((i) => i.ItemType === type) as Item;
  const mcq = byType('mcq');
  const track = [
    { itemId: mcq.ItemID, selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID },
    { itemId: byType('an').ItemID, enteredText: 'Harbourside' },
    { itemId: byType('essay').ItemID, enteredText: 'My town has a harbour.' },
  ].map((r, i) => ({ ...r, testId: id, trackNumber: i + 1, companyCode: f.company.code, timeTaken: 5 }));
  const sync = await f.c.post('/api/sync-track', { track });
  expect(sync.json().data.acks.map((a: { status: string }) => a.status)).toEqual(['saved', 'saved', 'saved']);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return { id, data };
}

const report = async (f: Fixture, id: string) => {
  const res = await f.c.get(`/api/default-report?testId=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A second enrolled student of the same company, who launches the test after the re-import. */
async function newcomer(f: Fixture) {
  const student = await createStudent(t, f.company.code);
  await enrol(t, student, f.productId);
  const { c } = await login(t, f.company.host, student.email, student.password);
  return { ...f, student, c };
}

describe('re-importing a test students have answered', () => {
  it('retires a dropped item and option: the answers, the report and the score stay; new attempts leave them out', async () => {
    const f = await assessmentFixture(t);
    const { id } = await answerAndSubmit(f);
    const before = await report(f, id);
    expect(before.studentTest.report.correctAnswer).toBe(2);
    const q2 = contentIds.item(f.company.code, 'sample', 'q2');
    const q5 = contentIds.item(f.company.code, 'sample', 'q5');
    await t.database.db.insert(itemEvaluations).values({
      studentTestId: id,
      itemId: q5,
      companyCode: f.company.code,
      score: 6,
      comments: 'Clear, but watch your tenses.',
      audioFeedback: 'https://cdn.example.com/feedback/q5.mp3',
    });
    // An answer that came after the time ran out, kept for the report's late count.
    await t.database.db.insert(lateTracks).values({
      studentTestId: id,
      itemId: q2,
      companyCode: f.company.code,
      studentId: f.student.id,
      sectionId: contentIds.section(f.company.code, 'sample', 'listening'),
      trackNumber: 9,
      enteredText: 'Harbour side',
      receivedAt: t.clock.now(),
    });

    const edited = sample();
    const items = edited.sections[0]?.items ?? [];
    (items[3] as { options: unknown[] }).options.splice(3, 1); // q4 loses 'D'
    edited.sections[0] = {
      ...(edited.sections[0] as Sample['sections'][0]),
      items: items.filter((i) => i.key !== 'q2'),
    };
    t.clock.advance(3600);
    const result = await reimport(f, edited);
    expect(result).toEqual(expect.objectContaining({ ok: true, items: 4 }));
    if (!result.ok) return;
    expect(result.retired).toEqual({ sections: 0, items: 1, options: 1, modules: 0, objects: 0 });
    expect(retiredSummary(result.retired)).toBe(
      'Retired 1 item, 1 option that students have attempted: kept for their attempts and reports, left out of new attempts and course pages',
    );

    // Nothing of the student's is gone: the answer, the evaluation, the report's items and score.
    const stored = await t.database.db.select().from(tracks).where(eq(tracks.studentTestId, id));
    expect(stored.map((r) => r.itemId)).toContain(q2);
    const evaluations = await t.database.db
      .select()
      .from(itemEvaluations)
      .where(eq(itemEvaluations.studentTestId, id));
    expect(evaluations).toHaveLength(1);
    const late = await t.database.db.select().from(lateTracks).where(eq(lateTracks.studentTestId, id));
    expect(late.map((r) => r.itemId)).toEqual([q2]);
    const after = await report(f, id);
    expect(after.studentTest.report.correctAnswer).toBe(2);
    expect(after.studentTestItems.map((i: { itemId: string }) => i.itemId)).toEqual(
      before.studentTestItems.map((i: { itemId: string }) => i.itemId),
    );
    expect(itemsOf(after).map((i) => i.ItemID)).toContain(q2);
    const choiceThen = itemsOf(after).find((i) => i.ItemType === 'multi-select');
    expect(choiceThen?.ItemOptionResponse.map((o) => o.Options)).toEqual(['A', 'B', 'C', 'D']);

    // The evaluation's comments and audio reach the student (decision 019).
    const essay = after.studentTestItems.find((i: { itemId: string }) => i.itemId === q5);
    expect(essay).toMatchObject({
      comments: 'Clear, but watch your tenses.',
      audioFeedBack: 'https://cdn.example.com/feedback/q5.mp3',
    });

    // A student who starts now sees the test as the file has it.
    const other = await newcomer(f);
    const fresh = await launchPractice(other);
    const freshItems = itemsOf(fresh.data);
    expect(freshItems.map((i) => i.ItemID)).not.toContain(q2);
    expect(freshItems).toHaveLength(4);
    const choiceNow = freshItems.find((i) => i.ItemType === 'multi-select');
    expect(choiceNow?.ItemOptionResponse.map((o) => o.Options)).toEqual(['A', 'B', 'C']);

    // Putting the item back in the file brings it back for new attempts.
    const restored = await reimport(f, sample());
    expect(restored).toMatchObject({ ok: true, items: 5, retired: { items: 0, options: 0 } });
    const third = await launchPractice(await newcomer(f));
    expect(itemsOf(third.data).map((i) => i.ItemID)).toContain(q2);
  });

  it('retires a dropped section with its items; the report of the attempt keeps them', async () => {
    const f = await assessmentFixture(t);
    const { id } = await answerAndSubmit(f);
    const before = await report(f, id);
    const edited = {
      ...sample(),
      sections: [
        {
          key: 'reading',
          title: 'Part 2',
          referenceType: 'Reading',
          durationMinutes: 10,
          items: [{ key: 'r1', type: 'an', html: '<p>Name?</p>', accepted: ['Ada'] }],
        },
      ],
    };
    const result = await reimport(f, edited);
    expect(result).toMatchObject({ ok: true, retired: { sections: 1, items: 5 } });
    const after = await report(f, id);
    expect(after.studentTest.report).toEqual(before.studentTest.report);
    expect(after.studentTestItems).toEqual(before.studentTestItems);

    const fresh = await launchPractice(await newcomer(f));
    expect(fresh.data.testJson.SectionResponse).toHaveLength(1);
    expect(itemsOf(fresh.data)).toHaveLength(1);
  });

  it('still deletes what nobody has attempted', async () => {
    const f = await assessmentFixture(t);
    const edited = sample();
    edited.sections[0] = {
      ...(edited.sections[0] as Sample['sections'][0]),
      items: (edited.sections[0]?.items ?? []).filter((i) => i.key !== 'q2'),
    };
    const result = await reimport(f, edited);
    expect(result).toMatchObject({ ok: true, retired: { items: 0 } });
    const { testItems } = await import('../../db/schema');
    const q2 = contentIds.item(f.company.code, 'sample', 'q2');
    expect(await t.database.db.select().from(testItems).where(eq(testItems.id, q2))).toEqual([]);
  });
});

describe('re-importing a course whose test cards students have attempted', () => {
  it('retires the attempted card and its module; other students can no longer start it', async () => {
    const f = await assessmentFixture(t);
    const { id } = await answerAndSubmit(f);
    const db = t.database.db;
    const practiceTree = () => f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
    expect(JSON.stringify((await practiceTree()).json())).toContain('Week 1');
    const { courses } = await import('../../db/schema');
    const [course] = await db.select().from(courses).where(eq(courses.id, f.courseId));
    // The course file without the 'Week 1' module (its attempted pt-1 and unattempted pt-locked).
    const result = await importContent(
      db,
      f.company.code,
      [
        {
          path: 'course.json',
          json: {
            course: course?.courseName,
            modules: [
              { key: 'practice', title: 'Practice Tests' },
              {
                key: 'mock',
                title: 'Mock Tests',
                objects: [{ key: 'mock-1', kind: 'Mock', title: 'Mock 1', test: 'sample' }],
              },
            ],
          },
        },
      ],
      t.clock.now(),
    );
    expect(result).toMatchObject({ ok: true, retired: { modules: 1, objects: 1 } });
    expect(retiredSummary(result.ok ? result.retired : (undefined as never))).toContain('1 module, 1 object');

    // The attempt keeps its card; the unattempted card is gone.
    const [attempt] = await db.select().from(studentTests).where(eq(studentTests.id, id));
    expect(attempt?.learningObjectId).toBe(f.objects.practice);
    const objects = await db
      .select({ id: learningObjects.id })
      .from(learningObjects)
      .where(and(eq(learningObjects.companyCode, f.company.code), eq(learningObjects.id, f.objects.locked)));
    expect(objects).toEqual([]);
    expect((await report(f, id)).studentTest.learningObjectId).toBe(f.objects.practice);

    // The course pages no longer show it.
    const tree = await practiceTree();
    expect(tree.statusCode).toBe(200);
    expect(JSON.stringify(tree.json())).not.toContain('Week 1');
    expect(JSON.stringify(tree.json())).toContain('Practice Tests');
    const week1 = contentIds.module(f.company.code, f.courseId, 'week-1');
    const cards = await f.c.get(`/api/learningobject?learningModuleId=${week1}&courseId=${f.courseId}`);
    expect(cards.statusCode).toBe(404);

    // Its student still opens their attempt from it; a newcomer cannot start it.
    const again = await f.c.post('/api/assessment/generate-token', {
      groupId: f.objects.practice,
      testId: f.testId,
      courseId: f.courseId,
    });
    expect(again.json().data.studentTestId).toBe(id);
    const other = await newcomer(f);
    const refused = await other.c.post('/api/assessment/generate-token', {
      groupId: f.objects.practice,
      testId: f.testId,
      courseId: f.courseId,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Test not found.');
  });
});
