import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueueCareerItem, QueueScoreReport } from '@portico/contract/console-reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { CareerQueuePage } from '../pages/career-queue-page';
import { ScoreReportQueuePage } from '../pages/score-report-queue-page';
import { ConsoleShell } from './console-shell';

/** Test data and a render of the score-report and career queue pages inside the console. */
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

export function report(
  id: string,
  hoursAgo: number,
  overrides: Partial<QueueScoreReport> = {},
): QueueScoreReport {
  return {
    id,
    status: 'pending',
    student: { id: `s-${id}`, name: `Student ${id}`, email: `${id}@example.test` },
    listening: 7.5,
    reading: 8,
    writing: 6.5,
    speaking: 7,
    overall: 7.5,
    examDate: '2026-10-01',
    trfNumber: `TRF-${id}`,
    createdAt: ago(hoursAgo),
    dueAt: ago(hoursAgo - 48),
    overdue: hoursAgo > 48,
    reviewedAt: null,
    verifiedAt: null,
    verifiedBy: null,
    rewardGrantedAt: null,
    assignee: null,
    ...overrides,
  };
}

export function careerItem(
  id: string,
  hoursAgo: number,
  overrides: Partial<QueueCareerItem> = {},
): QueueCareerItem {
  return {
    id,
    kind: 'Upload',
    projectTitle: 'CV preparation',
    courseName: 'IELTS Academic',
    student: { id: `s-${id}`, name: `Student ${id}`, email: `${id}@example.test` },
    status: 'submitted',
    socialUrl: '',
    submittedAt: ago(hoursAgo),
    dueAt: ago(hoursAgo - 72),
    overdue: hoursAgo > 72,
    reviewedAt: null,
    updatedAt: ago(hoursAgo),
    assignee: null,
    ...overrides,
  };
}

export function renderReviews(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/console',
        element: <ConsoleShell />,
        children: [
          { path: 'score-reports', element: <ScoreReportQueuePage /> },
          { path: 'career', element: <CareerQueuePage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications transitionDuration={0} />
        <CompanyContext.Provider value={company}>
          <RouterProvider router={router} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
