// @vitest-environment jsdom
import type { ConsoleHome, ConsoleHomeQueue } from '@portico/contract/console-home';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, ago, faculty, renderConsole } from '../test-utils';

vi.mock('@mantine/charts', () => ({ BarChart: () => null, LineChart: () => null }));

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queue = (name: ConsoleHomeQueue['queue'], more: Partial<ConsoleHomeQueue> = {}): ConsoleHomeQueue => ({
  queue: name,
  waiting: 0,
  late: name === 'applications' ? null : 0,
  targetHours: name === 'applications' ? null : 48,
  oldestSince: null,
  mine: name === 'applications' ? null : 0,
  doneToday: name === 'applications' ? null : 0,
  ...more,
});

const trend = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(9 + i).padStart(2, '0')}`,
  received: i === 13 ? 3 : 0,
  released: i === 13 ? 1 : 0,
}));

const adminHome: ConsoleHome = {
  today: '2026-11-22',
  timeZone: 'UTC',
  queues: [
    queue('evaluations', { waiting: 7, late: 2, oldestSince: ago(50), mine: 3, doneToday: 4 }),
    queue('scoreReports'),
    queue('support', { waiting: 1, oldestSince: ago(2), targetHours: 24 }),
    queue('career', { targetHours: 72 }),
    queue('applications', { waiting: 2, oldestSince: ago(5) }),
  ],
  liveClasses: [
    {
      id: 'lc1',
      className: 'Writing task 2 clinic',
      batchId: 'b1',
      batchName: 'Evening batch',
      courseName: 'IELTS Academic',
      startsAt: '2026-11-22T13:30:00.000Z',
      durationMinutes: 60,
      status: 'scheduled',
    },
  ],
  business: {
    newStudents: 12,
    ordersPaid: 5,
    revenue: { paidPaise: 1_500_000, refundedPaise: 200_000, netPaise: 1_300_000, currency: 'INR' },
    weekFrom: '2026-11-16T00:00:00.000Z',
    monthFrom: '2026-11-01T00:00:00.000Z',
  },
  trend,
};

function renderHome(member = admin, home: ConsoleHome = adminHome) {
  const fetchMock = routeFetch({
    'GET console/me': json(200, { success: true, data: member }),
    'GET console/home': json(200, { success: true, data: home }),
    'GET console/audit': json(200, { success: true, data: [] }),
    'GET console/staff': json(200, {
      success: true,
      data: { staff: [], courses: [], requireAdminTotp: false },
    }),
  });
  renderConsole('/console');
  return fetchMock;
}

describe('the console home (issue 40)', () => {
  it('shows what waits and what is late per queue, each a link to its list so filtered', async () => {
    const fetchMock = renderHome();
    const evaluations = await screen.findByRole('region', { name: 'Evaluations' });
    expect(within(evaluations).getByRole('link', { name: '7 waiting' }).getAttribute('href')).toBe(
      '/console/evaluations?filter=waiting',
    );
    // The late figure lists the late ones only (the same rule counts them and narrows the list).
    expect(
      within(evaluations).getByRole('link', { name: '2 late in Evaluations' }).getAttribute('href'),
    ).toBe('/console/evaluations?filter=waiting&late=true');
    expect(within(evaluations).getByText(/The oldest has waited 2 d\. Target 48 h\./)).toBeTruthy();
    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getByRole('link', { name: '1 waiting' }).getAttribute('href')).toBe(
      '/console/support?status=open',
    );
    expect(within(support).queryByText(/late/)).toBeNull();
    const reports = screen.getByRole('region', { name: 'Score reports' });
    expect(within(reports).getByText(/Nothing waits here\./)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Career reviews' })).getByText(/Target 3 d/),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Applications' }))
        .getByRole('link', { name: '2 waiting' })
        .getAttribute('href'),
    ).toBe('/console/applications?status=open');
    // The home is asked for in the member's own zone: it decides today, the week and the month.
    const homeCall = fetchMock.mock.calls.find(([url]) => String(url).includes('console/home'));
    expect(String(homeCall?.[0])).toMatch(/tz=UTC/);
  });

  it("puts the member's own work first, then today's classes, the trend and the admin's figures", async () => {
    renderHome();
    const own = await screen.findByRole('region', { name: 'Your work' });
    expect(within(own).getByRole('link', { name: '3 attempts' }).getAttribute('href')).toBe(
      '/console/evaluations?filter=waiting&mine=true',
    );
    expect(within(own).getByText(/4 attempts released by you today/)).toBeTruthy();
    const classes = screen.getByRole('region', { name: 'Today’s live classes' });
    expect(within(classes).getByText(/Writing task 2 clinic/)).toBeTruthy();
    expect(within(classes).getByRole('link', { name: 'Evening batch' }).getAttribute('href')).toBe(
      '/console/live/batches/b1',
    );
    const trendBox = screen.getByRole('region', { name: 'Evaluations, last 14 days' });
    expect(
      within(trendBox).getByText(/3 sent for evaluation, 1 released\. More came in than went out/),
    ).toBeTruthy();
    const sales = screen.getByRole('region', { name: 'Students and sales' });
    expect(within(sales).getByRole('link', { name: '12' }).getAttribute('href')).toBe('/console/students');
    // The money figures open the orders they are the totals of.
    expect(within(sales).getByRole('link', { name: '5' }).getAttribute('href')).toBe(
      '/console/orders?status=paid&period=week',
    );
    expect(within(sales).getByRole('link', { name: '₹13,000' }).getAttribute('href')).toBe(
      '/console/orders?status=paid&period=month',
    );
    expect(within(sales).getByText('₹15,000 paid, ₹2,000 refunded')).toBeTruthy();
    // Its own parts come before the queues (the order a screen reader and a phone read them in).
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Your work', 'What waits', 'Today’s live classes']);
    expect(await screen.findByRole('heading', { name: /Audit log/i })).toBeTruthy();
  });

  it('shows faculty no money, no audit log and no links to admin pages; empty parts say what to do', async () => {
    const quiet: ConsoleHome = {
      ...adminHome,
      queues: adminHome.queues.map((q) => ({
        ...q,
        waiting: 0,
        late: q.late === null ? null : 0,
        mine: q.mine === null ? null : 0,
        doneToday: q.doneToday === null ? null : 0,
        oldestSince: null,
      })),
      liveClasses: [],
      business: null,
      trend: trend.map((d) => ({ ...d, received: 0, released: 0 })),
    };
    renderHome(faculty, quiet);
    const own = await screen.findByRole('region', { name: 'Your work' });
    expect(within(own).getByText(/Nothing is assigned to you/)).toBeTruthy();
    expect(screen.getByText('No live class of your courses is planned for today.')).toBeTruthy();
    expect(screen.getByText('No attempt was sent for evaluation or released in these days.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Students and sales' })).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'All batches' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Audit log/i })).toBeNull();
  });
});
