import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';

/**
 * Partial credit through the API: an attempt answered with one right and one wrong option gets the
 * marks its exam gives (decision 039; the rules and their sources in scoring/exam-credit.ts and
 * score-item-exam-credit.test.ts), in the stored answer and in the report's section score.
 */
const t = useTestApp();

type LaunchItem = {
  ItemID: string;
  ItemOptionResponse: { ItemOptionID: string; Options: string }[];
};

const choiceItem = (type: string, key = 'q1') => ({
  key,
  type,
  html: '<p>Which TWO facilities will open first?</p>',
  options: [
    { text: 'library', correct: true },
    { text: 'canteen' },
    { text: 'gym', correct: true },
    { text: 'car park' },
    { text: 'lab' },
  ],
});

const testOf = (template: string, examFamily: string, referenceType: string, items: unknown[]) => ({
  template,
  examFamily,
  sections: [{ key: 's1', title: 'Part 1', referenceType, durationMinutes: 20, items }],
});

/** Sends the answers (option texts, per item), ends the attempt and reads its report. */
async function answer(f: Fixture, answers: Record<number, { choose?: string[]; blanks?: string[] }>) {
  const { id, data } = await launchPractice(f);
  const items = (data.testJson.SectionResponse as { ItemResponse: LaunchItem[] }[]).flatMap(
    (s) => s.ItemResponse,
  );
  const idOf = (item: LaunchItem, text: string) =>
    item.ItemOptionResponse.find((o) => o.Options === text)?.ItemOptionID ?? 'missing';
  const track = Object.entries(answers).map(([index, a], i) => {
    const item = items[Number(index)] as LaunchItem;
    return {
      testId: id,
      itemId: item.ItemID,
      trackNumber: i + 1,
      companyCode: f.company.code,
      timeTaken: 5,
      attempt: '1',
      ...(a.choose ? { selectedOptionId: a.choose.map((text) => idOf(item, text)).join(',') } : {}),
      ...(a.blanks ? { inputResponses: a.blanks.map((text) => ({ value: idOf(item, text) })) } : {}),
    };
  });
  const synced = await f.c.post('/api/sync-track', { track });
  expect(synced.statusCode, synced.body).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  const res = await f.c.get(`/api/default-report?testId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json().data;
  return {
    sectionScore: report.studentTest.report.sections[0].score as number,
    items: (report.studentTestItems as { isCorrect: boolean | null; points: number }[]).map((i) => ({
      isCorrect: i.isCorrect,
      points: i.points,
    })),
  };
}

describe('partial credit as each exam gives it, through the API', () => {
  it("IELTS 'Choose TWO': one right and one wrong letter earn 1 mark (was 0)", async () => {
    const f = await assessmentFixture(t, {
      testExtra: testOf('ielts', 'ielts', 'Listening', [choiceItem('mca'), choiceItem('multi-select', 'q2')]),
    });
    const result = await answer(f, {
      0: { choose: ['gym', 'canteen'] },
      1: { choose: ['library', 'gym'] },
    });
    expect(result.items).toEqual([
      { isCorrect: false, points: 1 },
      { isCorrect: true, points: 2 },
    ]);
    expect(result.sectionScore).toBe(3);
  });

  it('PTE multiple answers: +1 per right option, -1 per wrong one, never below 0', async () => {
    const f = await assessmentFixture(t, {
      testExtra: testOf('ptelayout', 'pte', 'Reading', [
        choiceItem('mca'),
        choiceItem('mca', 'q2'),
        choiceItem('mca-audio', 'q3'),
      ]),
    });
    const result = await answer(f, {
      0: { choose: ['library', 'gym', 'lab'] },
      1: { choose: ['library', 'lab'] },
      2: { choose: ['library'] },
    });
    expect(result.items).toEqual([
      { isCorrect: false, points: 1 },
      { isCorrect: false, points: 0 },
      { isCorrect: false, points: 1 },
    ]);
    expect(result.sectionScore).toBe(2);
  });

  it('GRE: a two-blank Text Completion or a Sentence Equivalence half right earns 0', async () => {
    const textCompletion = {
      key: 'tc',
      type: 'rf',
      html: '<p>Her (i) ___ manner (ii) ___ her nerves.</p>',
      blanks: [
        { options: ['candid', 'coy', 'terse'], answer: 1 },
        { options: ['belied', 'bore', 'beset'], answer: 1 },
      ],
    };
    const f = await assessmentFixture(t, {
      testExtra: testOf('grelayout', 'gre', 'Verbal', [
        textCompletion,
        choiceItem('multi-select', 'se'),
        { ...textCompletion, key: 'tc2' },
      ]),
    });
    const result = await answer(f, {
      0: { blanks: ['candid', 'bore'] },
      1: { choose: ['library', 'canteen'] },
      2: { blanks: ['candid', 'belied'] },
    });
    expect(result.items).toEqual([
      { isCorrect: false, points: 0 },
      { isCorrect: false, points: 0 },
      { isCorrect: true, points: 1 },
    ]);
    expect(result.sectionScore).toBe(1);
  });
});
