// @vitest-environment jsdom
import type { ConsoleOrder, ConsoleOrders } from '@portico/contract/console-orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { chooseOption } from '../../../test/select-option';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, faculty, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => json(200, { success: true, data });

const order = (id: string, more: Partial<ConsoleOrder> = {}): ConsoleOrder => ({
  id,
  at: '2026-11-20T10:30:00.000Z',
  placedAt: '2026-11-20T10:28:00.000Z',
  paidAt: '2026-11-20T10:30:00.000Z',
  student: { id: `student-${id}`, name: 'Asha Verma', email: 'asha.verma.with.a.long.address@example.test' },
  productTitle: 'IELTS Academic pack',
  amountPaise: 1_000_000,
  state: 'paid',
  gateway: 'razorpay',
  gatewayPaymentId: 'pay_QkXh2b8NnE6Wq1',
  refundedPaise: 0,
  refundedAt: null,
  failureReason: '',
  ...more,
});

const partial = order('o1', { refundedPaise: 250_000 });
const failed = order('o2', {
  state: 'failed',
  paidAt: null,
  at: '2026-11-19T08:00:00.000Z',
  gatewayPaymentId: null,
  failureReason: 'Card declined',
  student: { id: 'student-ravi', name: 'Ravi Kumar', email: 'ravi@example.test' },
});

const page = (orders: ConsoleOrder[], more: Partial<ConsoleOrders> = {}): ConsoleOrders => ({
  orders,
  total: orders.length,
  page: 1,
  pageSize: 25,
  revenue: { paidPaise: 1_000_000, refundedPaise: 250_000, netPaise: 750_000, currency: 'INR' },
  periodFrom: null,
  ...more,
});

/** The console at `path` with these orders answered; the fetch mock, to read what was asked. */
function renderOrders(path: string, data: ConsoleOrders = page([partial, failed]), member = admin) {
  const fetchMock = routeFetch({ 'GET console/me': ok(member), 'GET console/orders': ok(data) });
  const router = renderConsole(path);
  return { fetchMock, router };
}

/** The query of the last orders call. */
const lastAsked = (fetchMock: ReturnType<typeof routeFetch>) => {
  const calls = fetchMock.mock.calls
    .map((c) => String(c[0]))
    .filter((u) => u.startsWith('/api/console/orders'));
  return new URL(calls.at(-1) ?? '', 'http://x').searchParams;
};

/** A wide screen for one test: the orders are a table there. */
function wideScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('min-width: 62em'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('the console orders page (issue 40)', () => {
  it('shows each order as a card on a phone: student, what was bought, money, state, payment', async () => {
    renderOrders('/console/orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    const student = within(first!).getByRole('link', { name: 'Asha Verma' });
    expect(student.getAttribute('href')).toBe('/console/students/student-o1');
    expect(first!.textContent).toContain('IELTS Academic pack · ₹10,000');
    expect(first!.textContent).toContain('₹2,500 refunded');
    expect(first!.textContent).toContain('20/11/2026');
    expect(first!.textContent).toContain('pay_QkXh2b8NnE6Wq1');
    expect(within(first!).getByText('Paid')).toBeTruthy();
    expect(within(second!).getByText('Failed')).toBeTruthy();
    expect(second!.textContent).toContain('(placed)');
    expect(second!.textContent).toContain('Card declined');
    // Long emails and payment ids break anywhere rather than widen a 390 px screen.
    expect(
      within(first!)
        .getByText(/asha\.verma/)
        .getAttribute('style'),
    ).toMatch(/overflow-wrap: anywhere/);
    const totals = screen.getByRole('region', { name: 'Totals of these orders' });
    expect(totals.textContent).toContain('2 orders · Revenue ₹7,500');
    expect(totals.textContent).toContain('₹10,000 paid − ₹2,500 refunded');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows a table of six columns on a wide screen', async () => {
    const restore = wideScreen();
    try {
      renderOrders('/console/orders');
      const table = await screen.findByRole('table', { name: 'Orders' });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(headers).toEqual(['When', 'Student', 'Bought', 'Amount', 'State', 'Payment id']);
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    } finally {
      restore();
    }
  });

  it('asks for the filter the address holds, and keeps each change in the address', async () => {
    const { fetchMock, router } = renderOrders('/console/orders?status=paid&period=month&q=asha&page=2');
    await screen.findByRole('list', { name: 'Orders' });
    const asked = lastAsked(fetchMock);
    expect(Object.fromEntries(asked)).toEqual({
      status: 'paid',
      period: 'month',
      q: 'asha',
      page: '2',
      tz: 'UTC',
    });
    expect((screen.getByRole('textbox', { name: 'Student’s name or email' }) as HTMLInputElement).value).toBe(
      'asha',
    );
    // A new search goes back to the first page.
    const search = screen.getByRole('textbox', { name: 'Student’s name or email' });
    fireEvent.change(search, { target: { value: 'ravi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid&period=month&q=ravi'));
    await waitFor(() => expect(lastAsked(fetchMock).get('q')).toBe('ravi'));
    expect(lastAsked(fetchMock).get('page')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(Object.fromEntries(lastAsked(fetchMock))).toEqual({ period: 'all', page: '1', tz: 'UTC' }),
    );
  });

  it('keeps the state and period chosen in the address, all time leaving it bare', async () => {
    const { fetchMock, router } = renderOrders('/console/orders?page=2');
    await screen.findByRole('list', { name: 'Orders' });
    await chooseOption('State', 'Refunded, in whole or in part');
    await waitFor(() => expect(router.state.location.search).toBe('?status=refunded'));
    await chooseOption('When', 'Last 7 days');
    await waitFor(() => expect(router.state.location.search).toBe('?status=refunded&period=week'));
    await waitFor(() => expect(lastAsked(fetchMock).get('period')).toBe('week'));
    expect(lastAsked(fetchMock).get('status')).toBe('refunded');
    await chooseOption('When', 'All time');
    await waitFor(() => expect(router.state.location.search).toBe('?status=refunded'));
  });

  it('takes a range of days as their first and last moments, and asks nothing for a range ending first', async () => {
    const { fetchMock } = renderOrders('/console/orders?from=2026-11-01&to=2026-11-15');
    await screen.findByRole('list', { name: 'Orders' });
    expect(lastAsked(fetchMock).get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(lastAsked(fetchMock).get('to')).toBe('2026-11-15T23:59:59.999Z');
    cleanup();
    const backwards = renderOrders('/console/orders?from=2026-11-15&to=2026-11-01');
    expect(await screen.findByText('The end of the range must be after its start')).toBeTruthy();
    expect(backwards.fetchMock.mock.calls.some((c) => String(c[0]).includes('console/orders'))).toBe(false);
  });

  it('pages through the orders, the page in the address', async () => {
    const { router, fetchMock } = renderOrders('/console/orders?status=paid', page([partial], { total: 60 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid&page=3'));
    await waitFor(() => expect(lastAsked(fetchMock).get('page')).toBe('3'));
  });

  it('says when there are no orders, and when none matches the filters', async () => {
    renderOrders(
      '/console/orders',
      page([], { revenue: { paidPaise: 0, refundedPaise: 0, netPaise: 0, currency: 'INR' } }),
    );
    expect(
      await screen.findByText('No orders yet. Orders appear here once students buy a course.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Totals of these orders' }).textContent).toContain('0 orders');
    cleanup();
    renderOrders(
      '/console/orders?status=refunded&period=week',
      page([], { periodFrom: '2026-11-16T00:00:00.000Z' }),
    );
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Totals of these orders' }).textContent).toContain(
      '0 orders since 16/11/2026',
    );
  });

  it('is not offered to faculty, and shows them where their work is instead', async () => {
    const { fetchMock } = renderOrders('/console/orders', page([partial]), faculty);
    expect(await screen.findByRole('heading', { name: 'For administrators' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('console/orders'))).toBe(false);
  });
});
