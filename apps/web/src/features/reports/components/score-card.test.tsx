// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { SectionReport, TestReport } from '@portico/contract/assessment-report';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ScoreCard } from './score-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const section = (referenceType: string, score: number, correct: number): SectionReport => ({
  id: referenceType,
  title: referenceType,
  referenceType,
  score,
  totalQuestions: 10,
  questionsAttempted: correct,
  correctAnswer: correct,
  inCorrectAnswer: 0,
  skippedAnswer: 10 - correct,
  accuracy: correct ? '100.00' : '0.00',
  timeTaken: 60,
  band: null,
  scaledScore: null,
});

const reportOf = (score: number, sections: SectionReport[]): TestReport => {
  const correct = sections.reduce((n, s) => n + s.correctAnswer, 0);
  const total = sections.reduce((n, s) => n + s.totalQuestions, 0);
  return {
    totalQuestions: total,
    questionsAttempted: correct,
    correctAnswer: correct,
    inCorrectAnswer: 0,
    skippedAnswer: total - correct,
    accuracy: '100.00',
    score,
    band: null,
    sections,
    lateAnswers: 0,
  };
};

function show(label: string, score: number, sections: SectionReport[], divisor?: number) {
  render(
    <MantineProvider>
      <ScoreCard
        score={score}
        report={reportOf(score, sections)}
        showBand={false}
        label={label}
        divisor={divisor}
      />
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: label });
}

describe('ScoreCard: the headline agrees with its counts (issue 37 §2)', () => {
  it("a GRE report scored 0 by the old divisor shows its 1 point beside '1 correct', not 0", () => {
    const card = show('Raw score', 0, [section('Verbal', 1, 1), section('Quant', 0, 0)]);
    expect(within(card).getByText('1', { selector: 'p' })).toBeTruthy();
    expect(within(card).queryByText('0', { selector: 'p' })).toBeNull();
    expect(within(card).queryByText(/divided by/)).toBeNull();
  });

  it('a quiz shows the points its one section earned', () => {
    const card = show('Score', 0, [section('Reading', 1, 1)]);
    expect(within(card).getByText('1', { selector: 'p' })).toBeTruthy();
  });

  it('an IELTS test that averages its four skills says so, with the points it comes from', () => {
    const four = [
      section('Listening', 10, 10),
      section('Reading', 9, 9),
      section('Writing', 7, 1),
      section('Speaking', 7, 1),
    ];
    const card = show('Score', 8, four, 4);
    expect(within(card).getByText('8', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByText('33 points earned, divided by 4 to average the four skills')).toBeTruthy();
  });

  it('a score that is the points earned needs no note', () => {
    const card = show('Score', 19, [section('Listening', 10, 10), section('Reading', 9, 9)], 1);
    expect(within(card).getByText('19', { selector: 'p' })).toBeTruthy();
    expect(within(card).queryByText(/divided by/)).toBeNull();
  });
});
