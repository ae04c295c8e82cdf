import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';

/**
 * 'Test Your English': a real level check scored by SCORING.md's English-level rule,
 * 2 x correct - 0.67 x incorrect, whose result is the student's own and never course points.
 */
const t = useTestApp();

type Item = { ItemID: string; ItemOptionResponse: { ItemOptionID: string; IsCorrect?: boolean }[] };

const mcq = (n: number) => ({
  key: `q${n}`,
  type: 'mcq',
  html: `<p>Question text ${n}</p>`,
  options: [{ text: 'right', correct: true }, { text: 'wrong' }],
});

const levelCheck = (questions: number) => ({
  template: 'default',
  examFamily: 'english-level',
  sections: [
    {
      key: 'grammar',
      title: 'Grammar',
      referenceType: 'Grammar',
      durationMinutes: 20,
      items: Array.from({ length: questions }, (_, i) => mcq(i + 1)),
    },
  ],
});

async function takeLevelCheck(f: Fixture, right: number, wrong: number) {
  const { id, data } = await launchPractice(f);
  const items = (data.testJson.SectionResponse as { ItemResponse: Item[] }[]).flatMap((s) => s.ItemResponse);
  // The launch never tells which option is right: the first authored option is, by the fixture.
  const answers = items.slice(0, right + wrong).map((item, i) => ({
    testId: id,
    itemId: item.ItemID,
    trackNumber: i + 1,
    companyCode: f.company.code,
    timeTaken: 3,
    attempt: '1',
    selectedOptionId: item.ItemOptionResponse[i < right ? 0 : 1]?.ItemOptionID,
  }));
  const synced = await f.c.post('/api/sync-track', { track: answers });
  expect(synced.statusCode).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return id;
}

describe("'Test Your English' level check (SCORING.md English level)", () => {
  it('reports the score 2 x correct - 0.67 x incorrect, the level and the months of study', async () => {
    const f = await assessmentFixture(t, { testExtra: levelCheck(24) });
    const id = await takeLevelCheck(f, 16, 3);
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest.report;
    // 2 x 16 - 0.67 x 3 = 29.99: Intermediate (at least 28), two months.
    expect(report.englishLevel).toEqual({ score: 29.99, level: 'Intermediate', months: 2 });
    expect(report.band).toBeNull();
  });

  it('gives Advance from 36 and Elementary under 28', async () => {
    const advance = await assessmentFixture(t, { testExtra: levelCheck(24) });
    const a = await takeLevelCheck(advance, 18, 0);
    expect(
      (await advance.c.get(`/api/default-report?testId=${a}`)).json().data.studentTest.report.englishLevel,
    ).toEqual({ score: 36, level: 'Advance', months: 1 });
    const elementary = await assessmentFixture(t, { testExtra: levelCheck(24) });
    const e = await takeLevelCheck(elementary, 14, 1);
    expect(
      (await elementary.c.get(`/api/default-report?testId=${e}`)).json().data.studentTest.report.englishLevel,
    ).toEqual({ score: 27.33, level: 'Elementary', months: 3 });
  });

  it('is not a level for any other test', async () => {
    const f = await assessmentFixture(t);
    const { id } = await launchPractice(f);
    await f.c.post('/api/end-test', { token: id });
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest.report;
    expect(report.englishLevel).toBeNull();
  });

  it("stays out of the course's performance card and leaderboard", async () => {
    const f = await assessmentFixture(t, { testExtra: levelCheck(4) });
    await takeLevelCheck(f, 4, 0);
    const dashboard = await f.c.get(`/api/dashboard?id=${f.courseId}`);
    expect(dashboard.statusCode).toBe(200);
    const progress = dashboard.json().data.progress;
    expect(JSON.stringify(progress)).not.toContain('Grammar');
    const board = await f.c.get(`/api/leaderboard?courseId=${f.courseId}`);
    expect(board.json().data).toEqual([]);
  });
});
