import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueueTicket, StaffMember, SupportQueue } from '@portico/contract/console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { CompanyContext } from '../../lib/company-context';
import { company } from '../../test/company';
import { ConsoleShell } from './components/console-shell';
import { ApplicationsPage } from './pages/applications-page';
import { ConsolePage } from './pages/console-page';
import { ContentPagesPage } from './pages/content-pages-page';
import { CouponsPage } from './pages/coupons-page';
import { LiveBatchPage } from './pages/live-batch-page';
import { LivePage } from './pages/live-page';
import { MenusPage } from './pages/menus-page';
import { NoticesPage } from './pages/notices-page';
import { OrdersPage } from './pages/orders-page';
import { ProductsPage } from './pages/products-page';
import { StudentPage } from './pages/student-page';
import { StudentsPage } from './pages/students-page';
import { SupportQueuePage } from './pages/support-queue-page';
import { VideosPage } from './pages/videos-page';

const HOUR = 3_600_000;
export const ADMIN_ID = '9a8b7c6d-0000-4e1f-8a2b-0000000000f1';
export const FACULTY_ID = '9a8b7c6d-0000-4e1f-8a2b-0000000000f2';

export const admin: StaffMember = {
  id: ADMIN_ID,
  name: 'Ritu Malhotra',
  email: 'admin@portico.test',
  role: 'admin',
  companyCode: 'portico',
  courses: [{ id: 'c1', courseName: 'IELTS Academic' }],
};
export const faculty: StaffMember = {
  ...admin,
  id: FACULTY_ID,
  name: 'Arjun Menon',
  email: 'faculty@portico.test',
  role: 'faculty',
};

/** The time `hours` hours ago (before now when negative), as the API writes it. */
export const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** When a queue's item that came `hoursAgo` hours ago is due (`dueHours` after it came), and whether it is late. */
export const due = (hoursAgo: number, dueHours: number) => ({
  dueAt: ago(hoursAgo - dueHours),
  overdue: hoursAgo > dueHours,
});

/** A ticket asked `hoursAgo` hours ago, due 24 hours after. */
export function ticket(id: string, hoursAgo: number, overrides: Partial<QueueTicket> = {}): QueueTicket {
  return {
    id,
    subject: `Question ${id}`,
    supportType: 'evaluation',
    description: 'Line one\n  Line two',
    status: 'Open',
    adminResponse: null,
    student: { name: 'Asha Verma', email: 'asha@example.test' },
    courseName: 'IELTS Academic',
    testTitle: 'Writing Practice Test 1',
    createdAt: ago(hoursAgo),
    ...due(hoursAgo, 24),
    answeredAt: null,
    assignee: null,
    replies: [],
    ...overrides,
  };
}

export const queue = (tickets: QueueTicket[]): SupportQueue => ({
  tickets,
  turnaround: { count: 14, medianHours: 5.2, p90Hours: 20.08 },
  byStaff: [{ staffId: FACULTY_ID, name: 'Arjun Menon', count: 9, medianHours: 4, p90Hours: null }],
  staff: [
    { id: ADMIN_ID, name: 'Ritu Malhotra', role: 'admin' },
    { id: FACULTY_ID, name: 'Arjun Menon', role: 'faculty' },
  ],
});

/** The console's pages `pages` at `path`, inside its shell and the providers the app gives them. */
export function renderRoutes(path: string, pages: RouteObject[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/console', element: <ConsoleShell />, children: pages }], {
    initialEntries: [path],
  });
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
  return router;
}

/** The console's routes at `path`, inside the providers the app gives them. */
export function renderConsole(path: string) {
  return renderRoutes(path, [
    { index: true, element: <ConsolePage /> },
    { path: 'support', element: <SupportQueuePage /> },
    { path: 'students', element: <StudentsPage /> },
    { path: 'students/:id', element: <StudentPage /> },
    { path: 'orders', element: <OrdersPage /> },
    { path: 'live', element: <LivePage /> },
    { path: 'live/batches/:id', element: <LiveBatchPage /> },
    { path: 'notices', element: <NoticesPage /> },
    { path: 'videos', element: <VideosPage /> },
    { path: 'pages', element: <ContentPagesPage /> },
    { path: 'products', element: <ProductsPage /> },
    { path: 'coupons', element: <CouponsPage /> },
    { path: 'menus', element: <MenusPage /> },
    { path: 'applications', element: <ApplicationsPage /> },
  ]);
}
