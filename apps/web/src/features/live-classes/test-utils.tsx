import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Batch, BatchDetail, LiveClass } from '@portico/contract/live-classes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { saveCourse } from '../../lib/session';
import { BatchPage } from './pages/batch-page';
import { BatchesPage } from './pages/batches-page';
import { LiveClassPage } from './pages/live-class-page';

export const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
export const BATCH = '9a8b7c6d-0000-4e1f-8a2b-0000000000b1';
/** The tests' clock: Sunday 22 November 2026, 09:00 UTC (the tests run with TZ=UTC). */
export const NOW = new Date('2026-11-22T09:00:00Z');

let n = 0;
/** A class `minutes` from NOW. */
export function liveClass(minutes: number, overrides: Partial<LiveClass> = {}): LiveClass {
  n += 1;
  return {
    id: `9a8b7c6d-0000-4e1f-8a2b-${String(n).padStart(12, '0')}`,
    className: `Class ${n}`,
    batchId: BATCH,
    batchName: 'IELTS Morning Batch',
    agenda: '',
    classDateTime: new Date(NOW.getTime() + minutes * 60_000).toISOString(),
    classTimeString: 'Sun, 22 Nov, 9:00 am – 10:00 am',
    clsStatus: minutes < -60 ? 'finished' : minutes <= 10 ? 'started' : 'scheduled',
    alertMessage: '',
    companyCode: 'portico',
    zoomData: { join_url: 'https://meet.example/room', duration: 60 },
    vimeoLink: '',
    downloadLink: '',
    ...overrides,
  };
}

export const batch = (overrides: Partial<Batch> = {}): Batch => ({
  id: BATCH,
  batchName: 'IELTS Morning Batch',
  description: 'Monday to Saturday at 7:30 am.',
  batchType: 'type-regular',
  batchTypeName: 'IELTS Regular',
  languages: 'English',
  isBatchEnabled: true,
  isEnrolled: true,
  ...overrides,
});

export const detail = (overrides: Partial<BatchDetail> = {}): BatchDetail => ({
  batch: { ...batch(), batchTypeDescription: 'Live classes on all four skills.' },
  todayClasses: [],
  completedClasses: [],
  upcomingClasses: [],
  ...overrides,
});

/** The live class pages at `path` in a memory router, with a course chosen; answers the router. */
export function renderAt(path: string | { pathname: string; state?: unknown }) {
  saveCourse(COURSE, false);
  const router = createMemoryRouter(
    [
      { path: '/live-class', Component: LiveClassPage },
      { path: '/liveclasses', Component: BatchesPage },
      { path: '/liveclasses/:id', Component: BatchPage },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}
