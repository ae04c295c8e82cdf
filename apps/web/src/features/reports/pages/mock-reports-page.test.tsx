// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { ReportCard } from '@portico/contract/reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveCourse } from '../../../lib/session';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { distinctTitles, MockReportsPage } from './mock-reports-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COURSE = '5b0b8f0a-2a4c-4f55-9d7e-1b2c3d4e5f61';
const celpip: ReportCard = {
  studentTestId: '3f0c2f0e-8a4b-4c55-9d7e-1b2c3d4e5f60',
  testId: '7d1e0c55-0b7f-4a57-a0c5-1c6f5e4c3b2a',
  title: 'CELPIP General Practice Test 1',
  testTemplate: 'celpip',
  scoreKind: 'scaled',
  completedDatetime: '2026-11-20T09:30:00.000Z',
  band: null,
  score: null,
  sections: [
    { referenceType: 'Listening', band: null, scaledScore: 0 },
    { referenceType: 'Reading', band: null, scaledScore: 9 },
    { referenceType: 'Writing', band: null, scaledScore: null },
  ],
};

// A CELPIP card read '- Scaled score' for an overall CELPIP never gives, and 0 for M.
describe('MockReportsPage', () => {
  it('shows a CELPIP mock as its levels per skill, M below 3, and no overall', async () => {
    saveCourse(COURSE, false);
    routeFetch({ 'GET reportcard': json(200, { success: true, data: [celpip] }) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <MemoryRouter>
            <MockReportsPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('listitem');
    expect(
      within(card).getByRole('link', { name: 'View report: CELPIP General Practice Test 1' }),
    ).toBeTruthy();
    const values = (name: string) => within(card).getByText(name).previousSibling?.textContent;
    expect([values('Listening'), values('Reading'), values('Writing')]).toEqual(['M', '9', '-']);
    expect(within(card).queryByText('Scaled score')).toBeNull();
  });

  it('tells two cards of one test apart by their attempt, oldest first', async () => {
    saveCourse(COURSE, false);
    const mock = (id: string, completedDatetime: string): ReportCard => ({
      ...celpip,
      studentTestId: id,
      title: 'IELTS Academic Mock Test 1',
      testTemplate: 'ielts',
      scoreKind: 'band',
      completedDatetime,
      sections: [],
    });
    const newer = mock('0c6b7a8e-1f2d-4e3c-9b8a-7f6e5d4c3b2a', '2026-11-21T09:00:00.000Z');
    const older = mock('1d7c8b9f-2a3e-4f4d-8c9b-8a7f6e5d4c3b', '2026-11-13T09:00:00.000Z');
    routeFetch({ 'GET reportcard': json(200, { success: true, data: [newer, older, celpip] }) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <MemoryRouter>
            <MockReportsPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([
      'IELTS Academic Mock Test 1 (attempt 2)',
      'IELTS Academic Mock Test 1 (attempt 1)',
      'CELPIP General Practice Test 1',
    ]);
    expect(
      screen.getByRole('link', { name: 'View report: IELTS Academic Mock Test 1 (attempt 2)' }),
    ).toBeTruthy();
    // A title met once stays as it is.
    expect(distinctTitles([celpip]).get(celpip.studentTestId)).toBe('CELPIP General Practice Test 1');
  });
});
