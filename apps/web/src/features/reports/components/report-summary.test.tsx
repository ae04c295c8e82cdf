// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ReportSummary } from './report-summary';

beforeAll(stubBrowser);
afterEach(cleanup);

const summary = (counts: { total: number; correct: number; incorrect: number; skipped: number }) =>
  render(
    <MantineProvider>
      <ReportSummary
        heading="Overall"
        completed="2026-11-28T09:00:00.000Z"
        kind="band"
        value={null}
        awaiting={['Writing']}
        counts={{
          totalQuestions: counts.total,
          questionsAttempted: counts.total - counts.skipped,
          correctAnswer: counts.correct,
          inCorrectAnswer: counts.incorrect,
          skippedAnswer: counts.skipped,
        }}
      />
    </MantineProvider>,
  );

const cell = (label: string) =>
  screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

// The mock report read 'Total 88' beside 80 correct, 0 incorrect and 6 skipped: two essays awaited marks.
describe('the report summary counts', () => {
  it('name the answers awaiting the teacher, so the counts add up to the total', () => {
    summary({ total: 88, correct: 80, incorrect: 0, skipped: 6 });
    expect(cell('Awaiting evaluation')).toBe('2');
  });

  it('have no such cell when nothing waits', () => {
    summary({ total: 40, correct: 30, incorrect: 6, skipped: 4 });
    expect(cell('Awaiting evaluation')).toBeUndefined();
    expect(cell('Total')).toBe('40');
  });
});
