// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { SupportMessages, type SupportTicket } from '@portico/contract/support';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { TicketList } from './ticket-list';

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = (overrides: Partial<SupportTicket> = {}): SupportTicket => ({
  id: 't1',
  subject: 'No sound',
  supportType: 'technical',
  testId: null,
  testTitle: null,
  description: 'The audio does not play.',
  createdDateTime: '2026-11-20T10:00:00.000Z',
  updatedDateTime: '2026-11-21T12:00:00.000Z',
  supportStatus: 'Answered',
  adminResponse: '<p>Update Chrome.</p>',
  replies: [
    {
      id: 'r1',
      author: 'staff',
      message: '<p>Which phone do you use?</p><img src=x onerror="alert(1)">',
      createdDateTime: '2026-11-20T15:05:00.000Z',
    },
    {
      id: 'r2',
      author: 'student',
      message: '<p>A Pixel 7.</p>',
      createdDateTime: '2026-11-21T09:30:00.000Z',
    },
    {
      id: 'r3',
      author: 'staff',
      message: '<p>Update Chrome.</p>',
      createdDateTime: '2026-11-21T12:00:00.000Z',
    },
  ],
  ...overrides,
});

function renderList() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications transitionDuration={0} />
        <TicketList />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const list = (tickets: SupportTicket[]) => json(200, { success: true, data: tickets });

describe('a query as a thread (support)', () => {
  it('shows every reply, oldest first, with who wrote it and when, sanitised', async () => {
    routeFetch({ 'GET support': list([ticket()]) });
    renderList();
    const thread = await screen.findByRole('list', { name: 'Conversation on No sound' });
    const messages = within(thread).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      'Support team · 20/11/2026, 3:05 PMWhich phone do you use?',
      'You · 21/11/2026, 9:30 AMA Pixel 7.',
      'Support team · 21/11/2026, 12:00 PMUpdate Chrome.',
    ]);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.queryByText('Awaiting a reply')).toBeNull();
  });

  it('says a query is awaiting a reply while the student wrote last', async () => {
    const waiting = ticket({
      supportStatus: 'Open',
      replies: ticket().replies.slice(0, 2),
      adminResponse: '<p>Which phone do you use?</p>',
    });
    routeFetch({ 'GET support': list([waiting, ticket({ id: 't2', subject: 'New', replies: [] })]) });
    renderList();
    expect(await screen.findAllByText('Awaiting a reply')).toHaveLength(2);
  });

  it('sends a follow-up, which opens the query again, and asks for the list again', async () => {
    let lists = 0;
    const after = ticket({
      supportStatus: 'Open',
      replies: [
        ...ticket().replies,
        {
          id: 'r4',
          author: 'student',
          message: '<p>Still silent.</p>',
          createdDateTime: '2026-11-22T08:00:00.000Z',
        },
      ],
    });
    const fetchMock = routeFetch({
      'GET support': () => list(lists++ === 0 ? [ticket()] : [after]),
      'POST support/t1/reply': json(200, {
        success: true,
        message: SupportMessages.followUpSent,
        data: after,
      }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to No sound' }));
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SupportMessages.message)).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
    fireEvent.change(box, { target: { value: '  Still silent.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SupportMessages.followUpSent)).toBeTruthy();
    const post = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/support/t1/reply');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ message: 'Still silent.' });
    await waitFor(() => expect(screen.getByText('Still silent.')).toBeTruthy());
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('shows the refusal in the form, and offers no reply on a closed query', async () => {
    routeFetch({
      'GET support': list([ticket(), ticket({ id: 't2', subject: 'Done', supportStatus: 'Closed' })]),
      'POST support/t1/reply': json(409, {
        success: false,
        errorCode: 'CONFLICT',
        message: SupportMessages.closed,
      }),
    });
    renderList();
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply to Done' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reply to No sound' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'More' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByText(SupportMessages.closed)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
  });
});
