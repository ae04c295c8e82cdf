// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { Notification } from '@portico/contract/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { NotificationsPage } from './notifications-page';

beforeAll(stubBrowser);

const id = (n: number) => `9a8b7c6d-0000-4e1f-8a2b-${String(n).padStart(12, '0')}`;
const notification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: id(n),
  type: 'notification',
  name: `Notice ${n}`,
  shortDescription: `Short ${n}`,
  content: `<p>Body ${n}</p>`,
  image: '',
  isImportant: false,
  isActive: true,
  orderNo: n,
  createdDateTime: new Date(Date.now() - n * 3_600_000).toISOString(),
  companyCode: 'portico',
  userActions: null,
  isRead: false,
  ...overrides,
});

let all: Notification[] = [];
const reads: unknown[] = [];
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://portal.test');
  if (url.pathname === '/api/user-actions') {
    const body = JSON.parse(String(init?.body));
    reads.push(body);
    all = all.map((n) =>
      n.id === body.referenceId ? { ...n, isRead: true, userActions: { isRead: true } } : n,
    );
    return json({ success: true, data: { id: 'x', ...body } });
  }
  if (url.pathname === '/api/get-notification') {
    const limit = Number(url.searchParams.get('limit'));
    const key = url.searchParams.get('lastKey');
    const start = key ? all.findIndex((n) => n.id === key) + 1 : 0;
    const Items = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return json({ success: true, data: { Items, lastEvaluatedKey: more ? Items.at(-1)?.id : null } });
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
});

beforeEach(() => {
  reads.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <NotificationsPage />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('notifications page (spec 1 §2)', () => {
  it('pages through 25 notifications ten at a time with the paging text', async () => {
    all = Array.from({ length: 25 }, (_, i) => notification(i + 1));
    renderPage();
    expect(await screen.findByText('Showing 1 to 10 items')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11 to 20 items')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Notice 11' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21 to 25 items')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 11 to 20 items')).toBeTruthy();
  });

  it('says No Notifications when there are none', async () => {
    all = [];
    renderPage();
    expect(await screen.findByText('No Notifications')).toBeTruthy();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('expands and collapses; the first open of an unread one posts one read action', async () => {
    all = [
      notification(1, {
        name: 'IMPORTANT: Mock test on Saturday',
        content:
          '<p>Bring headphones</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
      }),
      notification(2, { name: 'Already read', isRead: true, userActions: { isRead: true } }),
    ];
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'IMPORTANT: Mock test on Saturday' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('IMPORTANT').tagName).toBe('STRONG');
    expect(within(card).getByText('Unread')).toBeTruthy();
    expect(within(card).getByText('an hour ago')).toBeTruthy();
    expect(within(card).queryByText('Bring headphones')).toBeNull();

    const toggle = within(card).getByRole('button', { name: 'View Detail' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(card).getByText('Bring headphones')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hide Detail' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Server HTML is shown inert.
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();

    await waitFor(() => expect(within(card).queryByText('Unread')).toBeNull());
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]).toMatchObject({ referenceId: id(1), referenceType: 'Notification', isRead: true });

    fireEvent.click(within(card).getByRole('button', { name: 'Hide Detail' }));
    expect(within(card).queryByText('Bring headphones')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'View Detail' }));
    // Opening a read notification again, or one read before, posts nothing more.
    const read = screen.getByRole('heading', { name: 'Already read' }).closest('article') as HTMLElement;
    fireEvent.click(within(read).getByRole('button', { name: 'View Detail' }));
    expect(within(read).getByText('Body 2')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toHaveLength(1);
  });

  it('asks for the chosen days and order, and refuses a From date after the To date', async () => {
    all = [notification(1)];
    renderPage();
    await screen.findByText('Showing 1 to 1 items');
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'asc' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('sort=asc'))).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20/11/2026' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).includes('from=2026-11-20T00%3A00%3A00.000Z')),
      ).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '10/11/2026' } });
    expect(await screen.findByText('The From date must be on or before the To date')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('to=2026-11-10'))).toBe(false);
  });
});
