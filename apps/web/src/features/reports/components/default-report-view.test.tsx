// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { DefaultReportData, SectionReport } from '@portico/contract/assessment-report';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academicBandTable } from '../../../test/band-tables';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { DefaultReportView } from './default-report-view';
import { ESSAY_NOTE } from './essay-note';

beforeAll(stubBrowser);
afterEach(cleanup);

const item = (
  ItemID: string,
  ItemType: string,
  Items: string,
  fields: Partial<LaunchItem> = {},
): LaunchItem => ({
  ItemID,
  ItemType,
  Items,
  Passage: '',
  Direction: '',
  Explanation: '',
  Points: 1,
  NegativePoints: 0,
  SubjectName: null,
  AreaName: null,
  TopicName: null,
  Difficulty: null,
  Media: {},
  TimeLimitSeconds: null,
  PrepSeconds: null,
  BlankCount: 0,
  SelectCount: 0,
  WordBank: [],
  Parts: [],
  ItemOptionResponse: [],
  ...fields,
});

const answer = (itemId: string, fields: Partial<StudentTestItem>): StudentTestItem => ({
  itemId,
  sectionId: 'sec',
  sectionName: 'Section',
  questionIndex: 0,
  selectedOptionId: null,
  enteredText: null,
  inputResponses: [],
  trackNumber: 1,
  timeRemaining: null,
  timeTaken: 30,
  marked: false,
  ...fields,
});

const section = (
  referenceType: string,
  band: number | null,
  fields: Partial<SectionReport> = {},
): SectionReport => ({
  id: `sec-${referenceType}`,
  title: `${referenceType} section`,
  referenceType,
  score: 1,
  totalQuestions: 1,
  questionsAttempted: 1,
  correctAnswer: 1,
  inCorrectAnswer: 0,
  skippedAnswer: 0,
  accuracy: '100',
  timeTaken: 3725,
  band,
  scaledScore: null,
  ...fields,
});

function ieltsReport(
  overrides: { isEnableSolutionTab?: boolean; lateAnswers?: number; isDisableReview?: boolean } = {},
) {
  const data: DefaultReportData = {
    test: {
      id: 'test-1',
      component: { title: 'IELTS Academic Mock 1' },
      testTemplate: 'ielts',
      testTemplateVersion: 1,
      hiddenModules: [],
      totalScoreDividedBy: 4,
      isEnableSolutionTab: overrides.isEnableSolutionTab ?? false,
      examFamily: 'ielts',
    },
    studentTest: {
      id: 'st-1',
      createdDateTime: '2025-03-04T15:07:00Z',
      endedDateTime: '2025-03-04T17:50:00Z',
      score: 6.6,
      report: {
        totalQuestions: 3,
        questionsAttempted: 3,
        correctAnswer: 1,
        inCorrectAnswer: 1,
        skippedAnswer: 1,
        accuracy: '50',
        score: 7,
        band: null,
        sections: [
          section('Listening', 7.5),
          section('Reading', 6),
          section('Writing', null),
          section('Speaking', -1),
        ],
        lateAnswers: overrides.lateAnswers ?? 0,
      },
      comments: null,
      overallAudioFeedBack: null,
      itemId: null,
      evaluationStatus: null,
      isDisableReview: overrides.isDisableReview ?? false,
      courseId: null,
      learningObjectId: null,
    },
    studentTestItems: [
      answer('q1', { selectedOptionId: 'o2', isCorrect: false }),
      answer('q2', { enteredText: 'harbour', isCorrect: true }),
      answer('q3', { enteredText: 'Cities grow because people move there for work.', isCorrect: null }),
    ],
    testJson: {
      testId: 'test-1',
      Name: 'IELTS Academic Mock 1',
      Instruction: '',
      Languages: [],
      IsSectionalTimer: false,
      testTemplate: 'ielts',
      testTemplateVersion: 1,
      SectionResponse: [
        {
          QuestionPaperSectionID: 'sec-l',
          SectionTitle: 'Listening',
          TotalTime: 30,
          TotalMarks: 1,
          TotalQuestions: 2,
          ParentSecRefCode: null,
          ReferenceType: 'Listening',
          AudioUrl: null,
          ItemResponse: [
            item('q1', 'mcq', '<p>Where does the talk take place?</p><script>alert(1)</script>', {
              ItemOptionResponse: [
                { ItemOptionID: 'o1', Options: 'Museum', optionColumnIndex: null, IsCorrect: true },
                { ItemOptionID: 'o2', Options: 'Library', optionColumnIndex: null, IsCorrect: false },
              ],
              Answer: { optionIds: ['o1'] },
            }),
            item('q2', 'an', '<p>The boats leave from the ___.</p>', {
              Answer: { accepted: ['harbour~harbor'] },
            }),
          ],
        },
        {
          QuestionPaperSectionID: 'sec-w',
          SectionTitle: 'Writing',
          TotalTime: 60,
          TotalMarks: 9,
          TotalQuestions: 1,
          ParentSecRefCode: null,
          ReferenceType: 'Writing',
          AudioUrl: null,
          ItemResponse: [item('q3', 'essay', '<p>Why do cities grow?</p>')],
        },
      ],
    },
    greReport: null,
    satDigitalReport: null,
    satScorecard: null,
    pteReport: null,
  };
  return data;
}

function renderView(data: DefaultReportData, onReview?: () => void) {
  // 'Know your Bands' reads the test's own tables from GET band-table (decision 038).
  routeFetch({ 'GET band-table': json(200, { success: true, data: academicBandTable(data.test.id) }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <DefaultReportView data={data} onReview={onReview} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('DefaultReportView (IELTS)', () => {
  it('shows the title, the date taken and the score card with counts', () => {
    renderView(ieltsReport());
    expect(screen.getByRole('heading', { level: 1, name: 'IELTS Academic Mock 1' })).toBeTruthy();
    expect(screen.getByText('Test Taken on 04/03/2025, 3:07 PM')).toBeTruthy();
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText('7')).toBeTruthy();
    expect(within(score).getByText('50.00%')).toBeTruthy();
  });

  it('shows the band summary: four section bands in order, evaluated ones awaiting', async () => {
    renderView(ieltsReport());
    const summary = screen.getByRole('region', { name: 'Band summary' });
    const tiles = within(summary).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'ListeningListening band: 7.5',
      'ReadingReading band: 6',
      'WritingWriting band: -not availableAwaiting evaluation',
      'SpeakingSpeaking band: -not availableAwaiting evaluation',
    ]);
    expect(within(summary).getByRole('heading', { name: 'Know your Bands' })).toBeTruthy();
    expect(await within(summary).findByRole('rowheader', { name: '9' })).toBeTruthy();
  });

  it('a Reading practice shows its Reading band only: no overall band, nothing awaiting (issue 12 §3)', () => {
    const data = ieltsReport();
    const report = data.studentTest.report;
    data.studentTest.report = { ...report, band: null, sections: [section('Reading', 2.5)] };
    renderView(data);
    const summary = screen.getByRole('region', { name: 'Band summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['ReadingReading band: 2.5']);
    expect(screen.queryByText('Overall band')).toBeNull();
    expect(within(summary).queryByText('Awaiting evaluation')).toBeNull();
  });

  it('shows the section-wise analysis with a Band column and hh:mm:ss times', () => {
    renderView(ieltsReport());
    const table = screen.getByRole('region', { name: 'Section-wise analysis' });
    expect(within(table).getByRole('columnheader', { name: 'Band' })).toBeTruthy();
    const listening = within(table).getByRole('row', { name: /Listening section/ });
    expect(
      within(listening)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '01:02:05', '1', '7.5', '100.00%']);
  });

  it('lists every question with both answers, the result and the essay note', () => {
    renderView(ieltsReport());
    const summary = screen.getByRole('region', { name: 'Questions summary' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Library')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Museum')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTitle('Incorrect')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('harbour / harbor')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTitle('Correct')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(ESSAY_NOTE)).toBeTruthy();
    // Sanitised question text.
    expect(summary.innerHTML).not.toContain('<script');
    expect(ESSAY_NOTE).toBe('Note : Essay question to be Assessed, Right now, we are showing “0”');
  });

  it('hides the questions summary when the solution tab is enabled, keeping the essay note', () => {
    renderView(ieltsReport({ isEnableSolutionTab: true }));
    expect(screen.queryByRole('heading', { name: 'Questions summary' })).toBeNull();
    expect(screen.queryByText('Library')).toBeNull();
    expect(screen.getByText(ESSAY_NOTE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Band summary' })).toBeTruthy();
  });

  it('links Review to the runner in review mode, or calls onReview', () => {
    const { unmount } = renderView(ieltsReport());
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/assessment/st-1?review=1',
    );
    unmount();
    const onReview = vi.fn();
    renderView(ieltsReport(), onReview);
    screen.getByRole('button', { name: 'Review' }).click();
    expect(onReview).toHaveBeenCalledOnce();
  });

  it('has no Review when review is disabled', () => {
    renderView(ieltsReport({ isDisableReview: true }));
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('labels every cell of its tables with its column, so a phone shows rows as labelled cards (issue 12 §13)', () => {
    renderView(ieltsReport());
    for (const name of ['Section-wise analysis', 'Questions summary']) {
      const table = screen.getByRole('region', { name });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      for (const row of within(table).getAllByRole('row').slice(1)) {
        const labels = [...row.children].map((cell) => cell.getAttribute('data-label'));
        expect(labels).toEqual(headers);
      }
    }
  });

  it('says how many answers arrived late', () => {
    renderView(ieltsReport({ lateAnswers: 2 }));
    expect(screen.getByText('2 answers arrived after the time was up and were not scored.')).toBeTruthy();
  });
});

describe('DefaultReportView (other tests)', () => {
  it('has no band summary and no Band column', () => {
    const data = ieltsReport();
    data.test.examFamily = null;
    data.test.testTemplate = 'default';
    renderView(data);
    expect(screen.queryByRole('heading', { name: 'Band summary' })).toBeNull();
    const table = screen.getByRole('region', { name: 'Section-wise analysis' });
    expect(within(table).queryByRole('columnheader', { name: 'Band' })).toBeNull();
  });

  it("shows the level check's level, points and study time, with the student's row marked (issue 12 §11)", () => {
    const data = ieltsReport();
    data.test.examFamily = 'english-level';
    data.test.testTemplate = 'default';
    data.studentTest.report.englishLevel = { score: 29.99, level: 'Intermediate', months: 2 };
    renderView(data);
    const card = screen.getByRole('region', { name: 'Your English level' });
    expect(within(card).getByTestId('english-level').textContent).toBe('Intermediate');
    expect(within(card).getByText('29.99 points')).toBeTruthy();
    expect(within(card).getAllByText('2 months')).toHaveLength(2);
    const mine = within(card).getByRole('row', { current: true });
    expect(mine.textContent).toContain('Intermediate');
    expect(mine.textContent).toContain('28 to under 36');
  });

  it('shows no level for any other test', () => {
    renderView(ieltsReport());
    expect(screen.queryByRole('region', { name: 'Your English level' })).toBeNull();
  });
});

describe('DefaultReportView (layouts by template, spec 3 §2)', () => {
  const other = (template: string) => {
    const data = ieltsReport();
    data.test.examFamily = null;
    data.test.testTemplate = template;
    return data;
  };

  it("reads a GRE test on GRE's scales, the AWA waiting for the teacher", () => {
    const data = other('grelayout');
    data.greReport = {
      verbalScaledScore: 158,
      quantScaledScore: 155,
      total: 313,
      noScore: [],
      writingScore: null,
      vrCorrect: 9,
      qaCorrect: 6,
      totalCorrect: 15,
      totalInCorrect: 10,
    };
    renderView(data);
    const card = screen.getByRole('region', { name: 'GRE scores' });
    // ETS reports Verbal and Quant apart: the sum is labelled as Portico's, not ETS's.
    expect(
      within(card).getByText('Verbal + Quant (not an ETS score)').nextElementSibling?.textContent,
    ).toContain('313 (260–340)');
    expect(within(card).getByText('Marked by your teacher once evaluated.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Band summary' })).toBeNull();
  });

  // ETS, 'GRE General Test scoring' (2024): a measure with no question answered is reported as NS.
  it('shows NS for a GRE measure with nothing answered, not 130', () => {
    const data = other('grelayoutv2');
    data.greReport = {
      verbalScaledScore: 158,
      quantScaledScore: null,
      total: null,
      noScore: ['Quant'],
      writingScore: null,
      vrCorrect: 9,
      qaCorrect: 0,
      totalCorrect: 9,
      totalInCorrect: 3,
    };
    renderView(data);
    const card = screen.getByRole('region', { name: 'GRE scores' });
    expect(within(card).getByText('Quantitative Reasoning').nextElementSibling?.textContent).toBe(
      'NS (130–170)No score: no question of this measure was answered.',
    );
  });

  it('reads a SAT test as a 400-1600 total with a scorecard of 200-800 sections', () => {
    const data = other('sat-digital');
    data.satDigitalReport = {
      reportType: 'default',
      total: 1250,
      totalScore: 18,
      totalCorrect: 18,
      totalInCorrect: 6,
      vrCorrect: 8,
      qaCorrect: 10,
      vrScaledScore: 570,
      qaScaledScore: 680,
    };
    data.satScorecard = [
      { section: 'Reading and Writing', correct: 8, total: 12, scaledScore: 570, min: 200, max: 800 },
      { section: 'Math', correct: 10, total: 12, scaledScore: 680, min: 200, max: 800 },
    ];
    renderView(data);
    // The SAT's own scores lead (issue 37 §7); the points follow as the raw score.
    const raw = screen.getByRole('region', { name: 'Raw score' });
    const card = screen.getByRole('region', { name: 'SAT scores' });
    expect(card.compareDocumentPosition(raw) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByText('Total score').nextElementSibling?.textContent).toContain(
      '1250 (400–1600)',
    );
    expect(within(card).getByRole('row', { name: 'Math 10 of 12 680' })).toBeTruthy();
  });

  it("names the route each SAT section's second module took (decision 063)", () => {
    const data = other('sat-digital');
    data.satDigitalReport = {
      reportType: 'default',
      total: 1180,
      totalScore: 70,
      totalCorrect: 70,
      totalInCorrect: 28,
      vrCorrect: 40,
      qaCorrect: 30,
      vrScaledScore: 600,
      qaScaledScore: 580,
    };
    data.satScorecard = [
      {
        section: 'Reading and Writing',
        correct: 40,
        total: 54,
        scaledScore: 600,
        min: 200,
        max: 800,
        route: 'harder',
        range: { low: 560, high: 640 },
      },
      { section: 'Math', correct: 30, total: 44, scaledScore: 580, min: 200, max: 800, route: 'easier' },
    ];
    renderView(data);
    const card = screen.getByRole('region', { name: 'SAT scores' });
    expect(within(card).getByRole('columnheader', { name: 'Module 2' })).toBeTruthy();
    expect(
      within(card).getByRole('row', { name: 'Reading and Writing Harder 40 of 54 600 560–640' }),
    ).toBeTruthy();
    expect(within(card).getByRole('row', { name: 'Math Easier 30 of 44 580 -' })).toBeTruthy();
    expect(within(card).getByText(/depended on how you did in the first/)).toBeTruthy();
  });

  it("names the GRE's second sections' routes under its scores", () => {
    const data = other('grelayout');
    data.greReport = {
      verbalScaledScore: 158,
      quantScaledScore: 149,
      total: 307,
      noScore: [],
      writingScore: null,
      vrCorrect: 20,
      qaCorrect: 12,
      totalCorrect: 32,
      totalInCorrect: 22,
      routes: [
        { measure: 'Verbal', route: 'harder', range: { low: 154, high: 162 } },
        { measure: 'Quant', route: 'easier' },
      ],
    };
    renderView(data);
    const card = screen.getByRole('region', { name: 'GRE scores' });
    expect(
      within(card).getByText(/^Second sections: Verbal harder \(likely 154–162\), Quant easier\./),
    ).toBeTruthy();
  });

  it('reads a PTE test as a 10-90 overall, its communicative skills and its parts', () => {
    const data = other('ptelayout');
    data.pteReport = {
      overall: null,
      skills: [
        { skill: 'Listening', score: 62, awaiting: 0, tasks: 4 },
        { skill: 'Reading', score: null, awaiting: 2, tasks: 8 },
      ],
      parts: [
        { title: 'Speaking & Writing', referenceType: 'Speaking & Writing', score: null, awaiting: 2 },
        { title: 'Reading', referenceType: 'Reading', score: 58, awaiting: 0 },
      ],
    };
    renderView(data);
    const card = screen.getByRole('region', { name: 'PTE scores' });
    expect(within(card).getByText('Overall').nextElementSibling?.textContent).toContain(
      '- (10–90)Every communicative skill is needed.',
    );
    // Decision 040: how Portico makes the one overall, beside it.
    expect(
      within(card).getByText(/scaled from your points on every task of the test, each counted once/),
    ).toBeTruthy();
    expect(within(card).getByText('Listening').nextElementSibling?.textContent).toBe('62 (10–90)');
    expect(within(card).getAllByText('Reading')[0]?.nextElementSibling?.textContent).toContain(
      'Waiting for your teacher to mark 2 tasks.',
    );
    expect(within(card).getByText('Speaking & Writing').nextElementSibling?.textContent).toContain(
      'Waiting for your teacher to mark 2 tasks.',
    );
  });
});
