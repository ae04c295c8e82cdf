// @vitest-environment jsdom
import { SupportQueueMessages } from '@portico/contract/console';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, FACULTY_ID, faculty, queue, renderConsole, ticket } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const me = (member = admin) => ({ 'GET console/me': ok(member) });
const queueGets = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map((c) => String(c[0])).filter((url) => url.startsWith('/api/console/support?'));
const postOf = (fetchMock: ReturnType<typeof routeFetch>, path: string) => {
  const call = fetchMock.mock.calls.find((c) => String(c[0]) === `/api/${path}`);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const overdue = ticket('t1', 30.5);
const fresh = ticket('t2', 2.5, { testTitle: null, assignee: { id: FACULTY_ID, name: 'Arjun Menon' } });

/** Serious or critical axe findings (jsdom has no layout, so no colour contrast). */
async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A wide screen for one test: the queue is a table there. */
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

async function openTicket(subject: string) {
  fireEvent.click(await screen.findByRole('button', { name: subject }));
  return screen.findByRole('dialog', { name: subject });
}

describe('support queue (CONSOLE.md "Remarks and support")', () => {
  it('lists the tickets oldest first with their age and due time, overdue ones marked', async () => {
    routeFetch({ ...me(), 'GET console/support': ok(queue([overdue, fresh])) });
    renderConsole('/console/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support queue' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual([
      'Question t1',
      'Question t2',
    ]);
    expect(items[0]?.textContent).toContain('Asked 1 d ago');
    const late = within(items[0] as HTMLElement).getByText('Overdue by 6 h');
    expect(late.style.color || late.getAttribute('style')).toMatch(/red-9/);
    expect(items[0]?.textContent).toContain('Writing Practice Test 1');
    expect(items[1]?.textContent).toContain('Asked 2 h ago');
    expect(items[1]?.textContent).toContain('Due in 21 h');
    expect(items[1]?.textContent).toContain('Assigned to: Arjun Menon');
    expect(
      screen.getByText(
        'Median first reply: 5.2 h · 90th percentile: 20.1 h · 14 answered in the last 30 days',
      ),
    ).toBeTruthy();
    const byStaff = screen.getByRole('table', { name: 'Turnaround by staff member' });
    expect(within(byStaff).getByRole('row', { name: 'Arjun Menon 9 4.0 h -' })).toBeTruthy();
    // The console's navigation marks the page it is on.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Support' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a table on a wide screen, oldest first', async () => {
    const restore = wideScreen();
    try {
      routeFetch({ ...me(), 'GET console/support': ok(queue([overdue, fresh])) });
      renderConsole('/console/support');
      const table = await screen.findByRole('table', { name: 'Tickets' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual([
        [
          'Question t1',
          'Asha Verma',
          'IELTS Academic',
          'Writing Practice Test 1',
          '1 d',
          'Overdue by 6 h',
          'Open',
          'Nobody',
        ],
        ['Question t2', 'Asha Verma', 'IELTS Academic', '-', '2 h', 'Due in 21 h', 'Open', 'Arjun Menon'],
      ]);
      expect(await axeProblems()).toEqual([]);
    } finally {
      restore();
    }
  });

  it('has no axe findings; a ticket opens from the keyboard and Escape brings focus back', async () => {
    routeFetch({ ...me(), 'GET console/support': ok(queue([overdue, fresh])) });
    renderConsole('/console/support');
    const subject = await screen.findByRole('button', { name: 'Question t1' });
    expect(subject.tagName).toBe('BUTTON');
    expect(await axeProblems()).toEqual([]);
    subject.focus();
    fireEvent.click(subject);
    const dialog = await screen.findByRole('dialog', { name: 'Question t1' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeProblems()).toEqual([]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(subject));
  });

  it('asks for the chosen status, open by default, and says when there is nothing', async () => {
    const fetchMock = routeFetch({ ...me(), 'GET console/support': ok(queue([])) });
    const router = renderConsole('/console/support');
    expect(await screen.findByText('No tickets here.')).toBeTruthy();
    expect(queueGets(fetchMock)).toEqual(['/api/console/support?status=open']);
    const show = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole('radio', { name: 'Open' })).toHaveProperty('checked', true);
    fireEvent.click(within(show).getByRole('radio', { name: 'Answered' }));
    await waitFor(() => expect(queueGets(fetchMock)).toContain('/api/console/support?status=answered'));
    expect(router.state.location.search).toBe('?status=answered');
    fireEvent.click(within(show).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(queueGets(fetchMock)).toContain('/api/console/support?status=all'));
  });

  it('sends a reply as Answered, tells so, and asks for the queue again', async () => {
    const answered = {
      ...overdue,
      status: 'Answered',
      adminResponse: '<p>Look at band 7.</p>',
      replies: [
        {
          id: 'r1',
          author: 'staff',
          staffName: 'Ritu Malhotra',
          message: '<p>Look at band 7.</p>',
          createdAt: new Date().toISOString(),
        },
      ],
    };
    const fetchMock = routeFetch({
      ...me(),
      'GET console/support': ok(queue([overdue])),
      'POST console/support/t1/reply': ok(answered, SupportQueueMessages.replied),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    expect(within(dialog).getByText('asha@example.test').getAttribute('href')).toBe(
      'mailto:asha@example.test',
    );
    expect(within(dialog).getByText(/Line one/).textContent).toBe('Line one\n  Line two');
    const reply = within(dialog).getByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: '  Look at band 7.  ' } });
    expect(within(dialog).getByText('19 / 5000 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SupportQueueMessages.replied)).toBeTruthy();
    expect(postOf(fetchMock, 'console/support/t1/reply')).toEqual({
      response: 'Look at band 7.',
      status: 'Answered',
    });
    await waitFor(() => expect(queueGets(fetchMock)).toHaveLength(2));
    // The drawer shows the ticket as it is now: answered, with the reply, and can be reopened.
    expect(within(dialog).getByText('Look at band 7.')).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('shows the whole thread oldest first with author and time; the reply box is a new, empty reply', async () => {
    const thread = {
      ...overdue,
      status: 'Open' as const,
      adminResponse: '<p>Which phone?</p>',
      replies: [
        {
          id: 'r1',
          author: 'staff' as const,
          staffName: 'Arjun Menon',
          message: '<p>Which phone?</p>',
          createdAt: '2026-11-20T15:05:00.000Z',
        },
        {
          id: 'r2',
          author: 'student' as const,
          staffName: null,
          message: '<p>A Pixel 7.</p>',
          createdAt: '2026-11-21T09:30:00.000Z',
        },
      ],
    };
    routeFetch({ ...me(), 'GET console/support': ok(queue([thread])) });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    const messages = within(
      within(dialog).getByRole('list', { name: 'Conversation, oldest first' }),
    ).getAllByRole('listitem');
    // The question opens the thread; then every reply, each with its author and time.
    expect(messages).toHaveLength(3);
    expect(messages[0]?.textContent).toMatch(/^Asha Verma \(student\) · \d\d\/\d\d\/\d{4}, .*Line one/);
    expect(messages.slice(1).map((m) => m.textContent)).toEqual([
      'Arjun Menon · 20/11/2026, 3:05 PMWhich phone?',
      'Asha Verma (student) · 21/11/2026, 9:30 AMA Pixel 7.',
    ]);
    expect((within(dialog).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('sends and closes with status Closed', async () => {
    const fetchMock = routeFetch({
      ...me(),
      'GET console/support': ok(queue([overdue])),
      'POST console/support/t1/reply': ok({ ...overdue, status: 'Closed' }, SupportQueueMessages.replied),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reply' }), { target: { value: 'Done.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    await waitFor(() =>
      expect(postOf(fetchMock, 'console/support/t1/reply')).toEqual({ response: 'Done.', status: 'Closed' }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('reopens an answered ticket and keeps the focus in the Status section', async () => {
    const answered = { ...fresh, status: 'Answered' as const };
    const fetchMock = routeFetch({
      ...me(),
      'GET console/support': ok(queue([answered])),
      'POST console/support/t2/status': ok(fresh),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t2');
    const reopen = within(dialog).getByRole('button', { name: 'Reopen' });
    reopen.focus();
    fireEvent.click(reopen);
    expect(await screen.findByText('The ticket is open again.')).toBeTruthy();
    expect(postOf(fetchMock, 'console/support/t2/status')).toEqual({ status: 'Open' });
    expect(within(dialog).queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Status' })),
    );
  });

  it('does not send an empty reply', async () => {
    const fetchMock = routeFetch({ ...me(), 'GET console/support': ok(queue([overdue])) });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    const reply = within(dialog).getByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please write a reply')).toBeTruthy();
    expect(reply.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reply);
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
  });

  it("shows the server's message when the ticket is not the member's", async () => {
    routeFetch({
      ...me(faculty),
      'GET console/support': ok(queue([overdue])),
      'POST console/support/t1/reply': json(403, {
        success: false,
        errorCode: 'FORBIDDEN',
        message: SupportQueueMessages.notYourCourse,
      }),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reply' }), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      SupportQueueMessages.notYourCourse,
    );
  });

  it('lets faculty take a ticket, but not give it to someone else', async () => {
    const fetchMock = routeFetch({
      ...me(faculty),
      'GET console/support': ok(queue([overdue])),
      'POST console/support/t1/assign': ok({ ...overdue, assignee: { id: FACULTY_ID, name: 'Arjun Menon' } }),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    expect(within(dialog).queryByRole('combobox', { name: 'Assign to' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take this ticket' }));
    expect(await screen.findByText('You took this ticket.')).toBeTruthy();
    expect(postOf(fetchMock, 'console/support/t1/assign')).toEqual({ staffId: FACULTY_ID });
    expect(within(dialog).getByText('Assigned to you')).toBeTruthy();
  });

  it('lets an admin give a ticket to a staff member or to nobody', async () => {
    const fetchMock = routeFetch({
      ...me(admin),
      'GET console/support': ok(queue([fresh])),
      'POST console/support/t2/assign': ok({ ...fresh, assignee: null }),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t2');
    expect(within(dialog).queryByRole('button', { name: 'Take this ticket' })).toBeNull();
    const select = within(dialog).getByRole('combobox', { name: 'Assign to' });
    expect((select as HTMLInputElement).value).toBe('Arjun Menon (Faculty)');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Nobody', hidden: true }));
    await waitFor(() => expect(postOf(fetchMock, 'console/support/t2/assign')).toEqual({ staffId: null }));
    expect(await screen.findByText('Nobody works on this ticket now.')).toBeTruthy();
  });

  it('shows the replies only after sanitising them', async () => {
    (window as { __xss?: number }).__xss = undefined;
    const html = '<p>Please retake the test.</p><img src="x" onerror="window.__xss = 1">';
    routeFetch({
      ...me(),
      'GET console/support': ok(
        queue([
          {
            ...overdue,
            status: 'Answered',
            adminResponse: html,
            replies: [
              {
                id: 'r1',
                author: 'staff',
                staffName: 'Ritu Malhotra',
                message: html,
                createdAt: overdue.createdAt,
              },
            ],
          },
        ]),
      ),
    });
    renderConsole('/console/support');
    const dialog = await openTicket('Question t1');
    expect(within(dialog).getByText('Please retake the test.')).toBeTruthy();
    const img = dialog.querySelector('img');
    expect(img?.hasAttribute('onerror') ?? false).toBe(false);
    expect(dialog.innerHTML).not.toContain('onerror');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows the sign-in form on the support page without a staff session', async () => {
    routeFetch({
      'GET console/me': json(401, { success: false, errorCode: 'UNAUTH', message: 'Please sign in' }),
    });
    renderConsole('/console/support');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Support queue' })).toBeNull();
  });

  it('keeps the home page: name, role, courses and Sign out, with the navigation', async () => {
    routeFetch({ ...me(faculty) });
    renderConsole('/console');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun Menon' })).toBeTruthy();
    expect(screen.getByText('Faculty', { exact: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Courses you work on' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/console/support');
  });
});
