import { MantineProvider } from '@mantine/core';
import type { Remark, ScoreReportRecord } from '@portico/contract/score-report';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { json, type routeFetch } from '../../../../test/route-fetch';

/** Shared by the score-report tests: providers and fixtures (the fetch stand-in is test/route-fetch.ts). */

export const emptyRecord = (overrides: Partial<ScoreReportRecord> = {}): ScoreReportRecord => ({
  ielts_listening: null,
  ielts_reading: null,
  ielts_writing: null,
  ielts_speaking: null,
  ielts_overall: null,
  ielts_examDate: null,
  trfNumber: null,
  ieltsTrfUploaded: false,
  enableScoreFromStudents: true,
  probeAnswered: false,
  status: null,
  fileUrl: null,
  reward: { title: 'French for Beginners', validityDays: 28 },
  ...overrides,
});

export const uploadedRecord = (overrides: Partial<ScoreReportRecord> = {}): ScoreReportRecord =>
  emptyRecord({
    ielts_listening: 7.5,
    ielts_reading: 8,
    ielts_writing: 6.5,
    ielts_speaking: 7,
    ielts_overall: 7.5,
    ielts_examDate: '2026-03-14',
    trfNumber: '26GB012345IYEM001A',
    ieltsTrfUploaded: true,
    status: 'pending',
    fileUrl: '/api/files/signed-read-token',
    ...overrides,
  });

export const remark = (overrides: Partial<Remark> = {}): Remark => ({
  id: crypto.randomUUID(),
  trfStatus: 'pending',
  description: 'When will it be verified?',
  createdDateTime: '2026-11-20T10:30:00.000Z',
  referenceType: 'student',
  ...overrides,
});

export const readAnswers = (record: ScoreReportRecord = emptyRecord(), remarks: Remark[] = []) => ({
  'GET dashboard/trf-details': json(200, { success: true, data: record }),
  'GET dashboard/remarks': json(200, { success: true, data: remarks }),
  'POST dashboard/score-probe': json(200, { success: true }),
});

/** Calls other than reads (and the probe's answer). */
export const writes = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') !== 'GET' && !String(input).includes('score-probe'),
  );

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );
}
