import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleTest } from '../../../test/assessment-fixture';
import { createCompany, createCourse, createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { type StoredTestReport, studentTests } from '../../db/schema';
import { ieltsBandOutOf } from '../assessment/scoring/ielts';
import { importContent } from '../content/content-import';
import { contentIds } from '../content/content-mapper';

/**
 * The progress report's rows show what they say. A skill's band is the band of the
 * row's own correct answers out of its questions; the level check is not one of the course's tests;
 * a Writing band the teacher gave shows, even when nothing else was taken.
 */
const t = useTestApp();

type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
type Row = { referenceType: string; correct: number; total: number; attempts: number; band: number | null };

const mcq = (key: string, topic: string) => ({
  key,
  type: 'mcq',
  topic,
  html: `<p>${key}</p>`,
  options: [{ text: 'right', correct: true }, { text: 'wrong' }],
});

/** IELTS: Listening of four questions, Reading of one, a Writing task. */
const ielts = sampleTest('ielts', {
  sections: [
    {
      key: 'listening',
      title: 'Part 1',
      referenceType: 'Listening',
      durationMinutes: 10,
      items: ['l1', 'l2', 'l3', 'l4'].map((k) => mcq(k, 'Multiple choice')),
    },
    {
      key: 'reading',
      title: 'Passage 1',
      referenceType: 'Reading',
      durationMinutes: 10,
      items: [mcq('r1', 'True/False/Not Given')],
    },
    {
      key: 'writing',
      title: 'Writing',
      referenceType: 'Writing',
      durationMinutes: 20,
      items: [{ key: 'w1', type: 'essay', topic: 'Task 2', html: '<p>Write.</p>' }],
    },
  ],
});

/** A Writing practice alone (General Training's Task 1 letter). */
const writingOnly = sampleTest('writing', {
  examFamily: 'ielts-general',
  sections: [
    {
      key: 'writing',
      title: 'Writing Task 1',
      referenceType: 'Writing',
      durationMinutes: 20,
      items: [{ key: 'letter', type: 'essay', html: '<p>Write a letter.</p>' }],
    },
  ],
});

/** 'Test Your English': Grammar and Vocabulary. */
const levelCheck = sampleTest('level', {
  template: 'default',
  examFamily: 'english-level',
  sections: [
    {
      key: 'grammar',
      title: 'Grammar',
      referenceType: 'Grammar',
      durationMinutes: 10,
      items: [mcq('g1', 'Tenses'), mcq('g2', 'Tenses')],
    },
    {
      key: 'vocabulary',
      title: 'Vocabulary',
      referenceType: 'Vocabulary',
      durationMinutes: 10,
      items: [mcq('v1', 'Words')],
    },
  ],
});

/** A course with a card per test (practice) and a mock of the IELTS test; a signed-in student. */
async function course() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code);
  const card = (key: string, test: string, kind = 'PracticeTest') => ({ key, kind, title: key, test });
  const result = await importContent(t.database.db, company.code, [
    { path: 'ielts.json', json: ielts },
    { path: 'writing.json', json: writingOnly },
    { path: 'level.json', json: levelCheck },
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'practice',
            title: 'Practice Tests',
            objects: [card('pt-1', 'ielts'), card('pt-writing', 'writing'), card('level-check', 'level')],
          },
          { key: 'mock', title: 'Mock Tests', objects: [card('mock-1', 'ielts', 'Mock')] },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id, 30);
  const { c } = await login(t, company.host, student.email, student.password);
  /** Takes a card with its first `right` choice questions right and the rest wrong; an essay written. */
  const take = async (cardKey: string, testKey: string, right: number) => {
    const launched = await c.post('/api/assessment/generate-token', {
      groupId: contentIds.object(company.code, course.id, cardKey),
      testId: contentIds.test(company.code, testKey),
      courseId: course.id,
    });
    const id = launched.json().data.studentTestId as string;
    const data = (await c.post('/api/assessment/start', { testId: id })).json().data;
    const items = (data.testJson.SectionResponse as { ItemResponse: Item[] }[]).flatMap(
      (s) => s.ItemResponse,
    );
    let choice = 0;
    const track = items.map((item, n) => ({
      testId: id,
      itemId: item.ItemID,
      trackNumber: n + 1,
      companyCode: company.code,
      timeTaken: 5,
      attempt: '1',
      ...(item.ItemType === 'mcq'
        ? { selectedOptionId: item.ItemOptionResponse[choice++ < right ? 0 : 1]?.ItemOptionID }
        : { enteredText: 'My answer.' }),
    }));
    expect((await c.post('/api/sync-track', { track })).statusCode).toBe(200);
    expect((await c.post('/api/end-test', { token: id })).statusCode).toBe(200);
    t.clock.advance(60);
    return id;
  };
  /** The teacher's released Writing band, as the release stores it. */
  const release = async (id: string, band: number) => {
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, id));
    const report = row?.report as StoredTestReport;
    const sections = report.sections.map((s) => (s.referenceType === 'Writing' ? { ...s, band } : s));
    await t.database.db
      .update(studentTests)
      .set({ evaluatedBands: { Writing: band }, report: { ...report, sections } })
      .where(eq(studentTests.id, id));
  };
  const overall = async (q = '') =>
    (await c.get(`/api/getoverallreport?courseId=${course.id}${q}`)).json().data as {
      totalQuestions: number;
      skills: Row[];
    };
  return { c, courseId: course.id, take, release, overall };
}

const row = (rows: Row[], ref: string) => rows.find((r) => r.referenceType === ref);

describe('progress report rows', () => {
  it("gives each skill the band of the row's own correct answers, not the latest test's", async () => {
    const s = await course();
    await s.take('mock-1', 'ielts', 5); // Listening 4 of 4, Reading 1 of 1
    await s.take('pt-1', 'ielts', 1); // Listening 1 of 4: the latest
    const listening = row((await s.overall()).skills, 'Listening');
    expect(listening).toMatchObject({ correct: 5, total: 8, attempts: 2 });
    // 5 of 8 is 25 of 40; the latest test alone (1 of 4) would give a far lower band.
    const own = ieltsBandOutOf('listening', 5, 8);
    expect(own).not.toBe(ieltsBandOutOf('listening', 1, 4));
    expect(listening?.band).toBe(own);
    expect(row((await s.overall()).skills, 'Reading')).toMatchObject({
      correct: 1,
      total: 2,
      band: ieltsBandOutOf('academic-reading', 1, 2),
    });
  });

  it("shows the teacher's Writing bands, averaged to the half band, in a row of their own", async () => {
    const s = await course();
    const first = await s.take('mock-1', 'ielts', 1);
    const second = await s.take('pt-1', 'ielts', 1);
    // Before the teacher's release: a Writing row with no band yet.
    expect(row((await s.overall()).skills, 'Writing')).toMatchObject({ attempts: 2, total: 0, band: null });
    await s.release(first, 6);
    await s.release(second, 7.5);
    expect(row((await s.overall()).skills, 'Writing')).toMatchObject({ attempts: 2, band: 7 });
  });

  it("shows an evaluated Writing band when nothing else was taken (General Training: not 'take a test')", async () => {
    const s = await course();
    const id = await s.take('pt-writing', 'writing', 0);
    await s.release(id, 7);
    const report = await s.overall();
    expect(report.skills).toEqual([
      expect.objectContaining({ referenceType: 'Writing', band: 7, attempts: 1 }),
    ]);
  });

  it("leaves the level check's Grammar and Vocabulary out of the course's practice", async () => {
    const s = await course();
    await s.take('level-check', 'level', 3);
    const onlyLevel = await s.overall();
    expect(onlyLevel).toMatchObject({ totalQuestions: 0, skills: [] });
    await s.take('pt-1', 'ielts', 2);
    const report = await s.overall('&tests=practice');
    expect(report.skills.map((r) => r.referenceType)).toEqual(['Listening', 'Reading', 'Writing']);
    expect(report.totalQuestions).toBe(5);
    const trend = (await s.c.get(`/api/gettrendanalysis?courseId=${s.courseId}&testType=all`)).json().data;
    expect(trend).toHaveLength(1);
    const topics = (await s.c.get(`/api/topicwisechart?courseId=${s.courseId}&isOverAllReport=true`)).json()
      .data.you;
    expect(topics.map((r: { referenceType: string }) => r.referenceType)).not.toContain('Grammar');
  });
});
