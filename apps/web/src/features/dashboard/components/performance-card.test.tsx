// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { PerformanceCard } from './performance-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const skills = (bands: number[]) =>
  ['Listening', 'Reading', 'Writing', 'Speaking'].map((title, i) => ({
    title,
    score: bands[i] ?? null,
    testsTaken: 1,
  }));

// Issue 36 §2: the predicted overall is the IELTS overall band (the API's ieltsOverallBand), shown
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
