// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { OverallReportData, OverallRow } from '@portico/contract/reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveCourse } from '../../../lib/session';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ProgressReportPage } from './progress-report-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COURSE = '5b0b8f0a-2a4c-4f55-9d7e-1b2c3d4e5f61';

const row = (referenceType: string, fields: Partial<OverallRow>): OverallRow => ({
  referenceType,
  topicName: referenceType,
  correct: 0,
  total: 0,
  percentCorrect: 0,
  attempts: 1,
  score: 0,
  band: null,
  topperPercent: null,
  ...fields,
});

function open(report: OverallReportData) {
  saveCourse(COURSE, false);
  routeFetch({
    'GET getoverallreport': json(200, { success: true, data: report }),
    'GET gettrendanalysis': json(200, { success: true, data: [] }),
    'GET topicwisechart': json(200, { success: true, data: { you: [] } }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <MemoryRouter>
          <ProgressReportPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

// Rows show what they say.
describe('ProgressReportPage', () => {
  it("shows an evaluated Writing band on its own instead of 'take a test' (General Training)", async () => {
    open({
      totalQuestions: 0,
      scoreKind: 'band',
      skills: [row('Writing', { band: 7 })],
      topics: [],
    });
    const table = await screen.findByRole('region', { name: 'Skills' });
    const writing = within(table).getByRole('row', { name: /Writing/ });
    expect(within(writing).getByText('Marked by your teacher')).toBeTruthy();
    expect(within(writing).getByText('7')).toBeTruthy();
    expect(screen.queryByText(/take test/)).toBeNull();
  });

  it("says what a skill's band is: the band of the row's own answers; the teacher's average", async () => {
    open({
      totalQuestions: 120,
      scoreKind: 'band',
      skills: [row('Listening', { correct: 71, total: 120, percentCorrect: 59, attempts: 3, band: 6 })],
      topics: [],
    });
    const table = await screen.findByRole('region', { name: 'Skills' });
    const listening = within(table).getByRole('row', { name: /Listening/ });
    expect(within(listening).getByText('59% (71 of 120)')).toBeTruthy();
    expect(within(listening).getByText('6')).toBeTruthy();
    expect(
      screen.getByText(
        "Listening and Reading: the band of all your correct answers out of all their questions. Writing and Speaking: the average of your teacher's bands.",
      ),
    ).toBeTruthy();
  });

  it("labels a scaled exam's value as the latest scaled score", async () => {
    open({
      totalQuestions: 4,
      scoreKind: 'scaled',
      skills: [row('Verbal', { correct: 2, total: 4, percentCorrect: 50, band: 150 })],
      topics: [],
    });
    const table = await screen.findByRole('region', { name: 'Skills' });
    expect(within(table).getByRole('columnheader', { name: 'Latest scaled score' })).toBeTruthy();
    expect(screen.getByText('Latest scaled score: from your most recent test of that skill.')).toBeTruthy();
  });
});
