// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { SkillReport } from '@portico/contract/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ToppersCard } from './toppers-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const counts = {
  totalQuestions: 12,
  questionsAttempted: 0,
  correctAnswer: 0,
  inCorrectAnswer: 0,
  skippedAnswer: 12,
};
// Duolingo: one section, 'Overall', that is the whole test; the exam gives it no score of its own.
const duolingoSection: SkillReport = {
  title: 'Adaptive Questions',
  referenceType: 'Overall',
  band: null,
  scaledScore: null,
  score: 0,
  completedDatetime: '2026-11-21T09:00:00.000Z',
  report: counts,
  timeTaken: 60,
  isEvaluated: false,
  toppersReport: { ...counts, band: null, scaledScore: null, score: 0 },
  overallAudioFeedBack: null,
  itemId: null,
};

const row = (name: string) => {
  const header = screen.getByRole('rowheader', { name });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

// The Duolingo mock report's toppers card read 'Scaled score - -' beside a score of 10.
describe('ToppersCard', () => {
  it('compares the attempt’s overall when the section is the whole test', () => {
    render(
      <MantineProvider>
        <ToppersCard
          section={duolingoSection}
          kind="scaled"
          exam="duolingo"
          values={{ you: 10, topper: 15 }}
        />
      </MantineProvider>,
    );
    expect(row('Scaled score')).toEqual(['10', '15']);
    expect(row('Skipped')).toEqual(['12', '12']);
  });

  it('compares the section’s own score otherwise', () => {
    render(
      <MantineProvider>
        <ToppersCard
          section={{
            ...duolingoSection,
            referenceType: 'Math',
            scaledScore: 250,
            toppersReport: { ...counts, band: null, scaledScore: 300, score: 2 },
          }}
          kind="scaled"
          exam="sat"
        />
      </MantineProvider>,
    );
    expect(row('Scaled score')).toEqual(['250', '300']);
  });
});
