import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';

// Decision 040: one overall per attempt on every report, GRE's NS, Duolingo's subscores, CELPIP's M.
const t = useTestApp();

type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
type Started = { testJson: { SectionResponse: { ItemResponse: Item[] }[] } };

/** A company, course and student with one test of the exam (its template and family). */
const examTest = (template: string, examFamily: string, rest: Record<string, unknown>) =>
  assessmentFixture(t, { testExtra: { template, examFamily, ...rest } });
/** A raw-to-scaled table: raw 0, 1, 2 … give these scores. */
const table = (...scaled: number[]) => scaled.map((value, raw) => ({ raw, scaled: value }));
const mcq = (key: string, topic: string) => ({
  key,
  type: 'mcq',
  topic,
  html: `<p>${key}</p>`,
  options: [{ text: 'right', correct: true }, { text: 'wrong' }],
});
const part = (key: string, referenceType: string, items: ReturnType<typeof mcq>[]) => ({
  key,
  title: referenceType,
  referenceType,
  durationMinutes: 10,
  items,
});

/** Takes the mock with each item's answer chosen by `pick` (right, wrong or left out), then ends it. */
async function take(f: Fixture, pick: (n: number) => 'right' | 'wrong' | null) {
  const launched = await f.c.post('/api/assessment/generate-token', {
    groupId: f.objects.mock,
    testId: f.testId,
    courseId: f.courseId,
  });
  const id = launched.json().data.studentTestId as string;
  const started = (await f.c.post('/api/assessment/start', { testId: id })).json().data as Started;
  const all = started.testJson.SectionResponse.flatMap((s) => s.ItemResponse);
  const track = all.flatMap((item, n) => {
    const choice = pick(n);
    if (choice === null) return [];
    const option = item.ItemOptionResponse[choice === 'right' ? 0 : 1]?.ItemOptionID;
    return [
      {
        testId: id,
        companyCode: f.company.code,
        timeTaken: 5,
        attempt: '1',
        itemId: item.ItemID,
        trackNumber: n + 1,
        selectedOptionId: option,
      },
    ];
  });
  if (track.length > 0) expect((await f.c.post('/api/sync-track', { track })).statusCode).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return id;
}

/** The overall every report shows for one attempt. */
async function overalls(f: Fixture, id: string) {
  const mock = (await f.c.get(`/api/studenttestreport?testId=${id}`)).json().data;
  const cards = (await f.c.get(`/api/reportcard?courseId=${f.courseId}&id=1`)).json().data;
  const trend = (await f.c.get(`/api/gettrendanalysis?courseId=${f.courseId}&testType=mock`)).json().data;
  return {
    mock: mock.overall.value,
    card: cards[0].score,
    trend: trend.at(-1).band,
    sections: mock.sections,
  };
}

describe('PTE: one overall per attempt (Pearson, PTE Academic Score Guide v19, June 2023)', () => {
  it('shows the same overall, from every task once, on the report, mock report, report card and trend', async () => {
    const f = await examTest('ptelayout', 'pte', {
      conversionTables: {
        'Speaking & Writing': table(10, 70),
        Reading: table(10, 90),
        Listening: table(10, 90),
      },
      sections: [
        part('sw', 'Speaking & Writing', [mcq('asq', 'Answer Short Question')]),
        part('reading', 'Reading', [mcq('mcs', 'Multiple Choice, Single Answer')]),
        part('listening', 'Listening', [mcq('wfd', 'Write from Dictation')]),
      ],
    });
    // Answer Short Question and the Reading choice right, Write from Dictation wrong.
    const id = await take(f, (n) => (n === 2 ? 'wrong' : 'right'));
    const pte = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.pteReport;
    // Listening 1 of 2 → 50, Reading 90, Speaking 90, Writing 10 (their mean would be 60).
    expect(pte.skills.map((s: { score: number }) => s.score)).toEqual([50, 90, 90, 10]);
    // Every task once: 2 of 3 points → 10 + 80 × 2/3 = 63 (the parts' mean would be 57).
    expect(pte.overall).toBe(63);
    const seen = await overalls(f, id);
    expect([seen.mock, seen.card, seen.trend]).toEqual([63, 63, 63]);
  });
});

describe('GRE: a measure with nothing answered is NS (ETS, GRE General Test scoring, 2024)', () => {
  it('has no scaled score, no 130, and no Verbal + Quant', async () => {
    const greTest = {
      conversionTables: { Verbal: table(130, 170), Quant: table(130, 170) },
      sections: [
        part('verbal', 'Verbal', [mcq('v1', 'Text Completion')]),
        part('quant', 'Quant', [mcq('q1', 'Quantitative Comparison')]),
      ],
    };
    const f = await examTest('grelayout', 'gre', greTest);
    const id = await take(f, (n) => (n === 0 ? 'right' : null));
    const gre = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.greReport;
    expect(gre).toMatchObject({
      verbalScaledScore: 170,
      quantScaledScore: null,
      total: null,
      noScore: ['Quant'],
    });
    const seen = await overalls(f, id);
    expect(
      seen.sections.map((s: { scaledScore: number | null; noScore?: boolean }) => [s.scaledScore, s.noScore]),
    ).toEqual([
      [170, false],
      [null, true],
    ]);
    // Still on GRE's scale with no V + Q (not the raw points), and NS even when nothing is answered.
    expect(seen.mock).toBeNull();
    const g = await examTest('grelayout', 'gre', greTest);
    const none = await take(g, () => null);
    const empty = (await g.c.get(`/api/studenttestreport?testId=${none}`)).json().data;
    expect([empty.scoreKind, empty.overall.value]).toEqual(['scaled', null]);
    expect(empty.sections.map((s: { noScore: boolean }) => s.noScore)).toEqual([true, true]);
    const card = (await f.c.get(`/api/reportcard?courseId=${f.courseId}&id=1`)).json().data[0];
    expect(card.sections[1]).toMatchObject({ referenceType: 'Quant', scaledScore: null, noScore: true });
  });
});

describe('Duolingo: individual and integrated subscores (DET, Subscore Update, July 2024)', () => {
  it('reports four skills, four integrated means and the overall as the skills’ mean to the nearest 5', async () => {
    const f = await examTest('duolingo', 'duolingo', {
      totalScoreDividedBy: 1,
      sections: [
        part('adaptive', 'Overall', [
          mcq('r', 'Read and Select'),
          mcq('l', 'Listen and Select'),
          mcq('w', 'Write About the Photo'),
          mcq('s', 'Read Aloud'),
        ]),
      ],
    });
    const id = await take(f, (n) => (n === 2 ? 'wrong' : 'right'));
    const data = (await f.c.get(`/api/duolingo-report?testId=${id}`)).json().data;
    const named = (data.studentTest.examScores.subscores as { name: string; score: number }[]).map((s) => [
      s.name,
      s.score,
    ]);
    expect(named).toEqual([
      ['Reading', 160],
      ['Listening', 160],
      ['Writing', 10],
      ['Speaking', 160],
      ['Literacy', 85],
      ['Comprehension', 160],
      ['Conversation', 160],
      ['Production', 85],
    ]);
    // (160 + 160 + 10 + 160) / 4 = 122.5 → 125.
    expect(data.studentTest.score).toBe(125);
    expect(data.studentTest.examScores.overall).toBe(125);
    // DET reports no section score: the section row has none to contradict the overall.
    expect(data.studentTest.sectionWiseReport[0].band).toBeNull();
    const seen = await overalls(f, id);
    expect([seen.mock, seen.card, seen.trend]).toEqual([125, 125, 125]);
  });
});

describe('CELPIP: levels M and 3-12 (Paragon, CELPIP level chart)', () => {
  it('reports a level below 3 from a table as M (0), never 1 or 2', async () => {
    const f = await examTest('celpip', 'celpip', {
      conversionTables: {
        Listening: table(1, 2, 5),
      },
      sections: [
        part('listening', 'Listening', [
          mcq('l1', 'Listening to Problem Solving'),
          mcq('l2', 'Listening to a News Item'),
        ]),
      ],
    });
    const id = await take(f, (n) => (n === 0 ? 'right' : 'wrong'));
    const data = (await f.c.get(`/api/duolingo-report?testId=${id}`)).json().data;
    expect(data.studentTest.sectionWiseReport[0]).toMatchObject({ referenceType: 'Listening', band: 0 });
  });
});
