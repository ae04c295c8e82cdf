// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, saveCourse } from '../../lib/session';
import { stubBrowser } from '../../test/stub-browser';
import { NotificationBell } from './notification-bell';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderBell(unreadCount: number) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(
        JSON.stringify({ success: true, data: { Items: [], lastEvaluatedKey: null, unreadCount } }),
        {
          status: 200,
        },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <NotificationBell active={false} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('NotificationBell', () => {
  it('shows how many notifications are unread', async () => {
    const fetch = renderBell(3);
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/get-notification?');
  });

  it('counts the notifications of the course open with the company’s, so sends its id', async () => {
    saveCourse('4b0c2f4e-8a43-4b7e-9d0a-5b1f3e2c9a10', false);
    const fetch = renderBell(2);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('courseId')).toBe('4b0c2f4e-8a43-4b7e-9d0a-5b1f3e2c9a10');
  });

  it('shows no count when everything is read', async () => {
    const fetch = renderBell(0);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });
});
