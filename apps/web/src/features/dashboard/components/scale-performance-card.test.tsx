// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { SkillReport, StudentTestReportData } from '@portico/contract/reports';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { TEXTS } from '../texts';
import { type ScaleExam, ScalePerformanceCard } from './scale-performance-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const counts = {
  totalQuestions: 4,
  questionsAttempted: 4,
  correctAnswer: 2,
  inCorrectAnswer: 2,
  skippedAnswer: 0,
};

const section = (referenceType: string, scaledScore: number | null, isEvaluated = false): SkillReport => ({
  title: referenceType,
  referenceType,
  band: null,
  scaledScore,
  score: 2,
  completedDatetime: '2026-11-21T09:00:00.000Z',
  report: counts,
  timeTaken: 60,
  isEvaluated,
  toppersReport: null,
  overallAudioFeedBack: null,
  itemId: null,
});

const report = (over: Partial<StudentTestReportData>): StudentTestReportData => ({
  studentTestId: 's1',
  testId: 't1',
  title: 'Mock Test 1',
  testTemplate: 'default',
  examFamily: null,
  scoreKind: 'scaled',
  completedDatetime: '2026-11-21T09:00:00.000Z',
  courseId: 'c1',
  learningModuleId: null,
  overall: { band: null, score: 8, value: null, report: counts },
  sections: [],
  examScores: null,
  evaluationStatus: null,
  ...over,
});

const renderCard = (exam: ScaleExam, data: StudentTestReportData | null) =>
  render(
    <MantineProvider>
      <ScalePerformanceCard exam={exam} report={data} />
    </MantineProvider>,
  );

/** Every number and word the card shows, for 'no per cent, no band' checks. */
const cardText = () => document.body.textContent ?? '';

// The dashboard read 'PTE 50 % / 25 %', 'CELPIP 29 %', 'Duolingo 0 %' where the
// reports say 10: each exam's own scale, as its report shows it.
describe('ScalePerformanceCard', () => {
  it('PTE: the overall and the four skills on 10-90, a skill the teacher has not marked awaiting', () => {
    renderCard(
      'pte',
      report({
        title: 'PTE Academic Full Mock 1',
        testTemplate: 'pte',
        examFamily: 'pte',
        overall: { band: null, score: 29, value: 49, report: counts },
        examScores: {
          exam: 'pte',
          overall: 49,
          subscores: [
            { name: 'Listening', kind: 'skill', score: 30, awaiting: 0, tasks: 4 },
            { name: 'Reading', kind: 'skill', score: 51, awaiting: 0, tasks: 5 },
            { name: 'Speaking', kind: 'skill', score: 10, awaiting: 0, tasks: 2 },
            { name: 'Writing', kind: 'skill', score: null, awaiting: 2, tasks: 2 },
          ],
        },
      }),
    );
    expect(screen.getByText(TEXTS.scaleNote('PTE Academic Full Mock 1', 'PTE Academic'))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Overall: 49 of 10–90' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Listening: 30 of 10–90' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Writing: Awaiting evaluation' })).toBeTruthy();
    // 10 is the bottom of the scale: an empty bar, not a tenth of one.
    const speaking = screen.getByRole('progressbar', { name: 'Speaking: 10 of 10–90' });
    expect(speaking.getAttribute('aria-valuenow')).toBe('0');
    expect(cardText()).not.toMatch(/%|band/i);
  });

  it('CELPIP: levels, M below level 3', () => {
    renderCard(
      'celpip',
      report({
        testTemplate: 'celpip',
        sections: [section('Listening', 9), section('Reading', 0), section('Writing', null, true)],
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Listening: 9 of 3–12' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading: M of 3–12' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Writing: Awaiting evaluation' })).toBeTruthy();
    expect(cardText()).not.toMatch(/%|band/i);
  });

  it('Duolingo: the overall on 10-160, as the report says it', () => {
    renderCard(
      'duolingo',
      report({
        testTemplate: 'duolingo',
        examScores: { exam: 'duolingo', overall: 10, subscores: [] },
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Overall: 10 of 10–160' })).toBeTruthy();
    expect(cardText()).not.toMatch(/%|band/i);
  });

  it('SAT: the total on 400-1600 and each section on 200-800', () => {
    renderCard(
      'sat',
      report({
        testTemplate: 'sat',
        overall: { band: null, score: 1, value: 450, report: counts },
        sections: [section('Reading and Writing', 250), section('Math', 200)],
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Total: 450 of 400–1600' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading and Writing: 250 of 200–800' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Math: 200 of 200–800' })).toBeTruthy();
    expect(cardText()).not.toMatch(/%|band/i);
  });

  it('asks for a test before there is one', () => {
    renderCard('pte', null);
    expect(screen.getByText(TEXTS.performanceEmpty)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
