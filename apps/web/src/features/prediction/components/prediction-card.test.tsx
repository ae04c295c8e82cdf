// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { MeasurePrediction, Prediction } from '@portico/contract/prediction';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { PredictionView } from './prediction-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const measure = (over: Partial<MeasurePrediction>): MeasurePrediction => ({
  measure: 'Overall',
  min: 0,
  max: 9,
  step: 0.5,
  score: null,
  low: null,
  high: null,
  label: null,
  lowLabel: null,
  highLabel: null,
  meaning: null,
  target: null,
  gap: null,
  targetMet: null,
  tests: 0,
  mocks: 0,
  evidence: 0,
  explanation: '',
  missing: null,
  ...over,
});

const prediction = (measures: MeasurePrediction[]): Prediction => ({
  courseId: 'c1',
  exam: 'ielts',
  examLabel: 'IELTS',
  coverage: 0.8,
  measures,
  note: null,
  examDay: null,
});

const view = (p: Prediction) =>
  render(
    <MantineProvider>
      <PredictionView prediction={p} />
    </MantineProvider>,
  );

describe('the Predicted score card (decision 059)', () => {
  it('shows the score with its range, meaning, gap and where it comes from', () => {
    view(
      prediction([
        measure({
          score: 6.5,
          low: 6,
          high: 7,
          label: '6.5',
          lowLabel: '6',
          highLabel: '7',
          meaning: 'CEFR B2',
          target: 7,
          gap: '0.5 band below your target of 7 overall',
          targetMet: false,
          explanation:
            'From your predicted Listening, Reading, Writing and Speaking scores, combined as IELTS does.',
        }),
      ]),
    );
    expect(screen.getByText('(6–7)')).toBeTruthy();
    expect(screen.getByText('CEFR B2')).toBeTruthy();
    expect(screen.getByText('0.5 band below your target of 7 overall')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Overall: predicted 6.5, likely 6 to 7, on a scale of 0 to 9' }),
    ).toBeTruthy();
    expect(screen.getByText(/8 times in 10/)).toBeTruthy();
    expect(screen.queryByText(/Your exam/)).toBeNull();
  });

  it('names the exam date the student set in their study plan, as the server words it', () => {
    const text = 'Your exam: 15/01/2027, in 45 days (from your study plan).';
    view({ ...prediction([measure({})]), examDay: { date: '2027-01-15', daysLeft: 45, text } });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('tells a student with too little evidence what is missing', () => {
    view(
      prediction([measure({ measure: 'Listening', missing: 'Take a Listening test to get a prediction.' })]),
    );
    expect(screen.getByText('Not enough evidence yet.')).toBeTruthy();
    expect(screen.getByText('Take a Listening test to get a prediction.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why a course of no exam has no prediction', () => {
    view({
      ...prediction([]),
      exam: null,
      examLabel: null,
      note: 'Score predictions are made for exam courses.',
    });
    expect(screen.getByText('Score predictions are made for exam courses.')).toBeTruthy();
  });
});
