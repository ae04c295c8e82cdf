// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { OverallRow, TrendRow } from '@portico/contract/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { OverallTable, TrendTable } from './overall-tables';

beforeAll(stubBrowser);
afterEach(cleanup);

const listening: OverallRow = {
  referenceType: 'Listening',
  topicName: 'Listening',
  correct: 31,
  total: 40,
  percentCorrect: 78,
  attempts: 1,
  score: 31,
  band: 7,
  topperPercent: 90,
};

/** Each cell names its column, so a phone shows a row as a card of labelled lines, none clipped. */
const labels = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.getAttribute('data-label'));

// On a phone the progress report's tables hid their Band and Topper columns behind a
// sideways scroll; they now stack (stacked-table.module.css) as the section table does.
describe('the progress report tables on a phone', () => {
  it('label every cell of a skill row, the skill as the row header', () => {
    render(
      <MantineProvider>
        <OverallTable title="Skills" rows={[listening]} kind="band" withBand />
      </MantineProvider>,
    );
    const row = screen.getByRole('row', { name: /Listening/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Listening');
    expect(labels(row)).toEqual(['Skill', 'Correct', 'Attempts', 'Score', 'Band', 'Topper']);
  });

  it('label every cell of a trend row', () => {
    const trend: TrendRow = {
      studentTestId: 't1',
      title: 'IELTS Academic Mock Test 1',
      completedDatetime: '2026-11-21T09:00:00.000Z',
      accuracy: '78.00',
      attempt: 40,
      totalQuestions: 40,
      score: 31,
      scoreKind: 'band',
      band: 7,
    };
    render(
      <MantineProvider>
        <TrendTable rows={[trend]} />
      </MantineProvider>,
    );
    const row = screen.getByRole('row', { name: /Mock Test 1/ });
    expect(labels(row)).toEqual(['Test', 'Taken on', 'Accuracy', 'Attempted', 'Score', 'Band']);
  });
});
