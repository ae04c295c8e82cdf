// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { StudentTestReportData } from '@portico/contract/reports';
import type { MeaningTable, ScoreMeanings } from '@portico/contract/score-meaning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { MOCK_REPORT_EXAMS } from '../../learning/public';
import { MockReportPage, reportTabs } from './mock-report-page';

// Charts draw SVG from measured sizes jsdom does not have; the tables beside them carry the figures.
vi.mock('@mantine/charts', () => ({ BarChart: () => null, LineChart: () => null }));

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ATTEMPT = '3f0c2f0e-8a4b-4c55-9d7e-1b2c3d4e5f60';
const TEST = '7d1e0c55-0b7f-4a57-a0c5-1c6f5e4c3b2a';
const COURSE = '5b0b8f0a-2a4c-4f55-9d7e-1b2c3d4e5f61';
const counts = (correct: number, incorrect: number, skipped: number) => ({
  totalQuestions: correct + incorrect + skipped,
  questionsAttempted: correct + incorrect,
  correctAnswer: correct,
  inCorrectAnswer: incorrect,
  skippedAnswer: skipped,
});
const skill = (title: string, over: Partial<StudentTestReportData['sections'][number]> = {}) => ({
  title,
  referenceType: title,
  band: null,
  scaledScore: null,
  score: 0,
  completedDatetime: '2026-11-20T09:30:00.000Z',
  report: counts(0, 0, 1),
  timeTaken: 60,
  isEvaluated: false,
  toppersReport: null,
  overallAudioFeedBack: null,
  itemId: null,
  ...over,
});

const gre: StudentTestReportData = {
  studentTestId: ATTEMPT,
  testId: TEST,
  title: 'GRE Practice Test 1',
  testTemplate: 'grelayout',
  examFamily: 'gre',
  scoreKind: 'scaled',
  completedDatetime: '2026-11-20T09:30:00.000Z',
  courseId: COURSE,
  learningModuleId: null,
  overall: { band: null, score: 15, value: 313, report: counts(15, 9, 1) },
  sections: [
    skill('Verbal', {
      scaledScore: 158,
      score: 9,
      report: counts(9, 3, 0),
      toppersReport: { ...counts(12, 0, 0), band: null, scaledScore: 170, score: 12 },
    }),
    skill('Quant', { scaledScore: 155, score: 6, report: counts(6, 6, 0) }),
    skill('Writing', { isEvaluated: true, report: counts(0, 0, 1) }),
  ],
  examScores: null,
  evaluationStatus: null,
};

const analysisItem = (QNo: number, ReferenceType: string, fields: Record<string, unknown> = {}) => ({
  ItemID: `item-${QNo}`,
  QNo,
  QNoLast: QNo,
  SectionID: ReferenceType,
  SectionTitle: ReferenceType,
  ReferenceType,
  ItemType: 'mcq',
  Items: `<p>Question ${QNo}</p>`,
  Explanation: '',
  Passage: '',
  ExpectedAns: 'right',
  ...fields,
});
const studentItem = (QNo: number, fields: Record<string, unknown> = {}) => ({
  ItemID: `item-${QNo}`,
  ResponseJSON: { answer: 'right', iscorrect: true },
  Result: 'correct',
  AudioURL: null,
  facultyResponse: null,
  WritingFiles: '',
  facultyFiles: '',
  audioFeedBack: null,
  ...fields,
});
const analysis = {
  studentTestData: {
    id: ATTEMPT,
    testId: TEST,
    title: 'GRE Practice Test 1',
    createdDateTime: '2026-11-20T09:00:00.000Z',
    completedDateTime: '2026-11-20T09:30:00.000Z',
    evaluationStatus: 1,
    isEnableSolutionTab: false,
  },
  jsonOutput: {
    publishkananItemList: [
      analysisItem(1, 'Verbal', { Passage: '<p>The passage.</p>', Explanation: '<p>Because.</p>' }),
      analysisItem(2, 'Verbal', { Passage: '<p>The passage.</p>' }),
      analysisItem(3, 'Quant'),
      analysisItem(4, 'Writing', { ItemType: 'essay', ExpectedAns: '-' }),
    ],
    publishKananItemOptionList: [],
  },
  studentItems: [
    studentItem(1),
    studentItem(2, { ResponseJSON: { answer: 'wrong', iscorrect: false }, Result: 'incorrect' }),
    studentItem(3),
    studentItem(4, {
      ResponseJSON: { answer: 'Line one.\nLine two.', iscorrect: null },
      Result: 'awaiting',
      facultyResponse: '<p>Link your ideas.</p>',
    }),
  ],
};

/** A meaning table of one exam: rows [min, max, level]. */
const meaningTable = (exam: MeaningTable['exam'], framework: string, rows: [number, number, string][]) =>
  ({
    exam,
    framework,
    title: `${exam} table`,
    source: { publisher: 'Owner', title: 'Levels', url: 'https://owner.example/levels', year: '2025' },
    verified: true,
    atLeast: false,
    note: '',
    rows: rows.map(([min, max, level]) => ({ min, max, level })),
  }) as MeaningTable;

/** The address the page ended at. */
function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderPage(path = `/ielts-mockreport/${ATTEMPT}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {['ielts', ...MOCK_REPORT_EXAMS].map((exam) => (
              <Route
                key={exam}
                path={`/${exam}-mockreport/:id`}
                element={
                  <>
                    <MockReportPage />
                    <Where />
                  </>
                }
              />
            ))}
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

function answers(
  report: StudentTestReportData,
  meanings?: ScoreMeanings,
  more: Record<string, Response> = {},
) {
  return routeFetch({
    ...(meanings && { 'GET score-meanings': json(200, { success: true, data: meanings }) }),
    'GET studenttestreport': json(200, { success: true, data: report }),
    'GET reportcard': json(200, { success: true, data: [] }),
    'GET topicwisechart': json(200, {
      success: true,
      data: {
        you: [
          { topicName: 'Text completion', referenceType: 'Verbal', corrent: 1, total: 4 },
          { topicName: 'Quantitative comparison', referenceType: 'Quant', corrent: 3, total: 4 },
        ],
      },
    }),
    'GET get-pastperformance': json(200, {
      success: true,
      data: {
        scoreKind: 'scaled',
        rows: [
          {
            studentTestId: ATTEMPT,
            title: 'GRE Practice Test 1',
            completedDatetime: '2026-11-20T09:30:00.000Z',
            points: [
              { referenceType: 'Overall', you: 313, topper: 340 },
              { referenceType: 'Verbal', you: 158, topper: 170 },
            ],
          },
        ],
      },
    }),
    'GET get-testwiseanalysis': json(200, { success: true, data: analysis }),
    'GET support': json(200, { success: true, data: [] }),
    'GET band-table': json(200, {
      success: true,
      data: {
        id: TEST,
        name: 'GRE Practice Test 1',
        scoreKind: 'scaled',
        bands: [{ referenceType: 'Verbal', rows: [{ score: '12', band: 170 }] }],
      },
    }),
    'GET evaluation-remarks': json(200, {
      success: true,
      message: 'No remarks yet. Once your teacher has evaluated this test, their remarks appear here.',
      data: { evaluationStatus: null, remarks: null, corrections: [] },
    }),
    ...more,
  });
}

describe('MockReportPage (spec 2 §2 Mock report screen)', () => {
  it("reads a GRE mock on GRE's scale: scaled scores, the V+Q total, no IELTS band", async () => {
    const fetch = answers(gre);
    renderPage();
    const sections = await screen.findByRole('group', { name: 'Sections' });
    // Opened at the IELTS address, a GRE mock moves to its own.
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`/gre-mockreport/${ATTEMPT}`);
    expect(
      within(sections)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Overall', 'Verbal', 'Quant', 'Writing']);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/studenttestreport?testId=${ATTEMPT}`);
    expect(screen.getByLabelText('Overall scaled score: 313')).toBeTruthy();
    expect(screen.queryByText('Band')).toBeNull();
    expect(await screen.findByText('Text completion (Verbal)')).toBeTruthy();

    await userEvent.click(within(sections).getByRole('button', { name: 'Verbal' }));
    expect(screen.getByLabelText('Verbal scaled score: 158')).toBeTruthy();
    const toppers = screen.getByRole('region', { name: 'Toppers Report' });
    expect(within(toppers).getByRole('row', { name: 'Scaled score 158 170' })).toBeTruthy();
    const types = screen.getByRole('region', { name: 'Question Type Analysis' });
    expect(within(types).queryByText('Quantitative comparison')).toBeNull();
    // What to practise next reads the whole course: the weakest type first.
    const next = screen.getByRole('region', { name: 'What to practise next' });
    expect(within(next).getAllByRole('listitem')[0]?.textContent).toContain('Text completion');
    expect(within(next).getByRole('link', { name: 'Practise Verbal' }).getAttribute('href')).toBe(
      '/practicetest?skill=Verbal',
    );

    // The question-wise report of Verbal (get-testwiseanalysis): the passage once, the solution.
    const questions = await screen.findByRole('region', { name: 'Question-wise report' });
    expect(String(fetch.mock.calls.map(([u]) => String(u)).find((u) => u.includes('testwise')))).toBe(
      `/api/get-testwiseanalysis?courseId=${COURSE}&testId=${ATTEMPT}`,
    );
    const rows = within(questions).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['1', '2']);
    expect(within(questions).getAllByText('Passage')).toHaveLength(1);
    expect(within(questions).getAllByText('Solution')).toHaveLength(1);
    expect(within(rows[1] as HTMLElement).getByTitle('Incorrect')).toBeTruthy();
    expect(within(questions).queryByRole('columnheader', { name: "Faculty's Comments" })).toBeNull();

    // Writing is marked by a teacher: no topper card, a note instead of a score; the teacher's comment.
    await userEvent.click(within(sections).getByRole('button', { name: 'Writing' }));
    expect(screen.queryByRole('region', { name: 'Toppers Report' })).toBeNull();
    expect(screen.getByText(/Your teacher marks this section/)).toBeTruthy();
    const writing = await screen.findByRole('region', { name: 'Question-wise report' });
    expect(within(writing).getByRole('columnheader', { name: "Faculty's Comments" })).toBeTruthy();
    expect(within(writing).getByText('Link your ideas.')).toBeTruthy();
    expect(within(writing).getByText('No audio file')).toBeTruthy();
    expect(within(writing).getByText(/Line one\.\s+Line two\./)).toBeTruthy();
    // Numbered within the skill: Writing's one question is 1, not 4.
    expect(within(writing).getByRole('rowheader').textContent).toBe('1');
  });

  // 'Know your Bands' is IELTS's word; each exam names its own table or has none.
  it('names the table tab by the exam: bands, a score scale, or none for Duolingo and raw scores', () => {
    const labels = (scoreKind: 'band' | 'scaled' | 'raw', testTemplate: string, examFamily: string | null) =>
      reportTabs({ scoreKind, testTemplate, examFamily, sections: [] }).map((t) => t.label);
    expect(labels('band', 'ielts', 'ielts-academic')).toContain('Know your Bands');
    expect(labels('scaled', 'sat', 'sat')).toEqual(['Test Report', 'Queries', 'Score Scale', 'Remarks']);
    expect(labels('scaled', 'gre', 'gre')).toContain('Score Scale');
    expect(labels('scaled', 'duolingo', 'duolingo')).toEqual(['Test Report', 'Queries', 'Remarks']);
    expect(labels('raw', 'default', null)).toEqual(['Test Report', 'Queries', 'Remarks']);
  });

  it('walks the Queries, Score Scale and Remarks tabs of a GRE mock', async () => {
    const fetch = answers(gre);
    renderPage(`/ielts-mockreport/${ATTEMPT}?section=Verbal`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Queries' }));
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/support?testId=${TEST}`);
    expect(screen.getByLabelText(/subject/i)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Score Scale' }));
    const verbal = await screen.findByRole('region', { name: 'Verbal' });
    expect(within(verbal).getByRole('row', { name: '12 170' })).toBeTruthy();
    const bandCall = fetch.mock.calls.map(([url]) => String(url)).find((u) => u.includes('band-table'));
    expect(bandCall).toMatch(new RegExp(`^/api/band-table\\?testId=${TEST}&v=0\\.\\d+`));

    await userEvent.click(screen.getByRole('tab', { name: 'Remarks' }));
    expect(await screen.findByText(/^No remarks yet/)).toBeTruthy();
  });

  it('shows a corrected evaluation’s reason on the Remarks tab (issue 40)', async () => {
    answers(gre, undefined, {
      'GET evaluation-remarks': json(200, {
        success: true,
        message: '<p>Well argued.</p>',
        data: {
          evaluationStatus: 1,
          remarks: '<p>Well argued.</p>',
          corrections: [{ at: '2026-11-30T10:00:00.000Z', reason: 'The Issue task is 4.5, not 4.' }],
        },
      }),
    });
    renderPage(`/ielts-mockreport/${ATTEMPT}?section=Verbal`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Remarks' }));
    expect(await screen.findByText('Well argued.')).toBeTruthy();
    expect(screen.getByText('Corrected on 30/11/2026')).toBeTruthy();
    expect(screen.getByText('The Issue task is 4.5, not 4.')).toBeTruthy();
  });

  it("reads what a PTE score means from PTE's skills, not from the test's parts", async () => {
    answers(
      {
        ...gre,
        title: 'PTE Academic Practice Test 1',
        testTemplate: 'ptelayout',
        examFamily: 'pte',
        overall: { band: null, score: 3, value: null, report: counts(3, 4, 6) },
        // The Reading part's scaled score is 90; PTE's Reading skill waits for an essay's mark.
        sections: [
          skill('Speaking & Writing', { isEvaluated: true }),
          skill('Reading', { scaledScore: 90 }),
          skill('Listening', { scaledScore: 10 }),
        ],
        examScores: {
          exam: 'pte',
          overall: null,
          subscores: [
            { name: 'Listening', kind: 'skill', score: 10, awaiting: 0, tasks: 3 },
            { name: 'Reading', kind: 'skill', score: null, awaiting: 1, tasks: 4 },
          ],
        },
      },
      { tables: [{ custom: false, table: meaningTable('pte', 'CEFR', [[10, 29, 'A1']]) }], targets: {} },
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'What your PTE Academic score means' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Listening 10 · CEFR A1']);
    expect(screen.getByText('Scaled score (10–90)')).toBeTruthy();
  });

  it('reads CELPIP as levels M, 3–12 with no overall, and counts the gap from M', async () => {
    answers(
      {
        ...gre,
        title: 'CELPIP General Practice Test 1',
        testTemplate: 'celpip',
        examFamily: 'celpip',
        overall: { band: null, score: 0, value: null, report: counts(0, 10, 6) },
        sections: [
          skill('Listening', {
            scaledScore: 0,
            report: counts(0, 5, 1),
            toppersReport: { ...counts(3, 2, 1), band: null, scaledScore: 4, score: 3 },
          }),
          skill('Reading', { scaledScore: 9, report: counts(6, 1, 0) }),
          skill('Writing', { isEvaluated: true }),
        ],
      },
      {
        tables: [
          {
            custom: false,
            table: meaningTable('celpip', 'CLB', [
              [0, 2, '0-2'],
              [9, 9, '9'],
            ]),
          },
        ],
        targets: { celpip: { Listening: 9, Reading: 9 } },
      },
      {
        'GET get-pastperformance': json(200, {
          success: true,
          data: {
            scoreKind: 'scaled',
            rows: [
              {
                studentTestId: ATTEMPT,
                title: 'CELPIP General Practice Test 1',
                completedDatetime: '2026-11-20T09:30:00.000Z',
                points: [{ referenceType: 'Listening', you: 0, topper: 4 }],
              },
            ],
          },
        }),
      },
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'What your CELPIP-General score means' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // M, 3, 4 … 9: seven levels, not the nine of 9 − 0.
      'Listening M · CLB 0-27 levels below your target of 9 in Listening',
      'Reading 9 · CLB 9Target met (9)',
    ]);
    // No overall level promised once the teacher has marked Writing: CELPIP has none.
    expect(screen.getByText(/CELPIP gives a level for each skill and no overall level/)).toBeTruthy();
    expect(screen.queryByText(/shows here once evaluated/)).toBeNull();

    const sections = screen.getByRole('group', { name: 'Sections' });
    await userEvent.click(within(sections).getByRole('button', { name: 'Listening' }));
    expect(screen.getByLabelText('Listening level: M')).toBeTruthy();
    expect(screen.getByText('Level (M, 3–12)')).toBeTruthy();
    // The topper and past attempts on the same scale: M, not 0.
    const toppers = screen.getByRole('region', { name: 'Toppers Report' });
    expect(within(toppers).getByRole('row', { name: 'Level M 4' })).toBeTruthy();
    const past = await screen.findByRole('region', { name: 'Past Performance' });
    expect(within(past).getByText("Your level and the topper's on each test you have taken.")).toBeTruthy();
    expect(within(past).getByRole('row', { name: /CELPIP General Practice Test 1 .* M 4/ })).toBeTruthy();
    await userEvent.click(within(sections).getByRole('button', { name: 'Writing' }));
    expect(
      screen.getByText('Your teacher marks this section: its level shows here once it has been evaluated.'),
    ).toBeTruthy();
  });

  it("shows Duolingo's overall and subscores on its one section, not a section score it never has", async () => {
    answers(
      {
        ...gre,
        title: 'Duolingo English Test Practice 1',
        testTemplate: 'duolingo',
        examFamily: 'duolingo',
        overall: { band: null, score: 6, value: 115, report: counts(6, 4, 2) },
        sections: [skill('Adaptive Questions', { referenceType: 'Overall' })],
        examScores: {
          exam: 'duolingo',
          overall: 115,
          subscores: [
            { name: 'Reading', kind: 'skill', score: 120, awaiting: 0, tasks: 3 },
            { name: 'Literacy', kind: 'integrated', score: 115, awaiting: 0, tasks: 5 },
          ],
        },
      },
      {
        tables: [{ custom: false, table: meaningTable('duolingo', 'CEFR', [[10, 160, 'B2']]) }],
        targets: {},
      },
    );
    renderPage();
    // Its overall means a CEFR level; the subscores are not what a Duolingo target names.
    const card = await screen.findByRole('region', { name: 'What your Duolingo English Test score means' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Overall 115 · CEFR B2']);
    expect(await screen.findByLabelText('Adaptive Questions scaled score: 115')).toBeTruthy();
    expect(screen.getByText('Scaled score (10–160)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Individual subscores' })).toBeTruthy();
    expect(screen.getByText('Literacy')).toBeTruthy();
  });

  it("shows the server's message when the report cannot be read", async () => {
    routeFetch({
      'GET studenttestreport': json(404, {
        success: false,
        message: 'Test not found.',
        errorCode: 'NOT_FOUND',
      }),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Test not found.');
  });
});
