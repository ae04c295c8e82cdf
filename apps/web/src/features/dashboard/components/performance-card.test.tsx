// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { TEXTS } from '../texts';
import { PerformanceCard } from './performance-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const skills = (bands: number[]) =>
  ['Listening', 'Reading', 'Writing', 'Speaking'].map((title, i) => ({
    title,
    score: bands[i] ?? null,
    testsTaken: 1,
    awaiting: 0,
  }));

// Decision 038: the predicted overall is the IELTS overall band (the API's ieltsOverallBand), shown
// as the half band it is, as each skill's band is.
describe('PerformanceCard (IELTS)', () => {
  it('shows half bands: each skill and the predicted overall', () => {
    render(
      <MantineProvider>
        <PerformanceCard
          progress={{
            scoreType: 'band',
            ieltsprogress: skills([6.5, 6.5, 6.5, 6.5]),
            averagePredictedScore: 6.5,
          }}
        />
      </MantineProvider>,
    );
    for (const skill of ['Listening', 'Reading', 'Writing', 'Speaking']) {
      expect(screen.getByRole('progressbar', { name: `${skill}: 6.5` })).toBeTruthy();
    }
    expect(screen.getByLabelText('Predicted overall band: 6.5')).toBeTruthy();
    expect(screen.getByText('Predicted overall')).toBeTruthy();
  });
});

// A GRE essay the teacher has not marked read 'Writing 0%'.
describe('PerformanceCard (other exams)', () => {
  it('shows a section waiting for the teacher as awaiting evaluation, and says what the per cent is', () => {
    render(
      <MantineProvider>
        <PerformanceCard
          progress={{
            scoreType: 'percent',
            ieltsprogress: [
              { title: 'Quant', score: 0, testsTaken: 1, awaiting: 0 },
              { title: 'Verbal', score: 25, testsTaken: 1, awaiting: 0 },
              { title: 'Writing', score: null, testsTaken: 0, awaiting: 1 },
            ],
            averagePredictedScore: null,
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Quant: 0%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Writing: Awaiting evaluation' })).toBeTruthy();
    expect(screen.getByText('Awaiting evaluation')).toBeTruthy();
    expect(screen.getByText(TEXTS.percentNote)).toBeTruthy();
  });
});
