// @vitest-environment jsdom
import type { ConsoleNotice } from '@portico/contract/console-notices';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const ID = '3f2a1b0c-0000-4e1f-8a2b-0000000000b1';
const IELTS = '3f2a1b0c-0000-4e1f-8a2b-0000000000c1';
const PTE = '3f2a1b0c-0000-4e1f-8a2b-0000000000c2';
const courses = {
  courses: [
    { id: IELTS, courseName: 'IELTS Academic' },
    { id: PTE, courseName: 'PTE Academic' },
  ],
};
const base: ConsoleNotice = {
  id: ID,
  type: 'notice',
  title: 'Mock test weekend',
  shortDescription: 'Two mocks',
  description: '<p>Bring headphones</p>',
  image: '',
  isImportant: true,
  isActive: true,
  orderNo: 1,
  publishAt: null,
  unpublishAt: null,
  courseId: IELTS,
  courseName: 'IELTS Academic',
  createdAt: '2026-11-22T09:00:00.000Z',
  state: 'active',
};
const scheduled: ConsoleNotice = {
  ...base,
  id: '3f2a1b0c-0000-4e1f-8a2b-0000000000b2',
  type: 'notification',
  title: 'Results day',
  publishAt: '2026-12-01T04:30:00.000Z',
  unpublishAt: null,
  courseId: null,
  courseName: '',
  state: 'scheduled',
};

/** A wide screen for one test: the notices are a table there. */
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

describe('notices in the console', () => {
  it('lists notices with their state, course and schedule on a phone', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/notices': ok({ notices: [base, scheduled] }) });
    renderConsole('/console/notices');
    const list = await screen.findByRole('list', { name: 'Notices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Showing')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('IELTS Academic')).toBeTruthy();
    expect(first?.textContent).toContain('While active');
    expect(within(second as HTMLElement).getByText('Scheduled')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Every course')).toBeTruthy();
    expect(second?.textContent).toMatch(/From 0[1-2]\/12\/2026/);
  });

  it('shows each notice’s course in a column on a wide screen', async () => {
    const restore = wideScreen();
    try {
      routeFetch({ 'GET console/me': ok(admin), 'GET console/notices': ok({ notices: [base, scheduled] }) });
      renderConsole('/console/notices');
      const table = await screen.findByRole('table', { name: 'Notices' });
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((th) => th.textContent === 'Course');
      expect(column).toBeGreaterThan(0);
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
      expect(cells).toEqual(['IELTS Academic', 'Every course']);
    } finally {
      restore();
    }
  });

  it('creates a notice for one course, and moves one back to every course', async () => {
    const bodies: Record<string, unknown>[] = [];
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/menus': ok(courses),
      'GET console/notices': ok({ notices: [base] }),
      'POST console/notices': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return ok({ ...base, courseId: PTE, courseName: 'PTE Academic' }, 'Notice saved.');
      },
      [`PUT console/notices/${ID}`]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return ok({ ...base, courseId: null, courseName: '' }, 'Notice changed.');
      },
    });
    renderConsole('/console/notices');
    fireEvent.click(await screen.findByRole('button', { name: 'New notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notice' });
    const course = within(dialog).getByLabelText('Course') as HTMLInputElement;
    expect(course.value).toBe('Every course');
    fireEvent.click(course);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Every course', 'IELTS Academic', 'PTE Academic']);
    fireEvent.click(await screen.findByRole('option', { name: 'PTE Academic', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'PTE mock day' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Notice saved.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ title: 'PTE mock day', courseId: PTE });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Mock test weekend' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Mock test weekend' });
    const own = within(edit).getByLabelText('Course') as HTMLInputElement;
    expect(own.value).toBe('IELTS Academic');
    fireEvent.click(own);
    fireEvent.click(await screen.findByRole('option', { name: 'Every course', hidden: true }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Notice changed.')).toBeTruthy();
    expect(bodies[1]).toMatchObject({ title: 'Mock test weekend', courseId: null });
  });

  it('shows the server’s message when the course is refused', async () => {
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/menus': ok(courses),
      'GET console/notices': ok({ notices: [] }),
      'POST console/notices': json(400, {
        success: false,
        code: 'VALIDATION',
        message: 'Choose a course from the list',
      }),
    });
    renderConsole('/console/notices');
    fireEvent.click(await screen.findByRole('button', { name: 'New notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notice' });
    fireEvent.click(within(dialog).getByLabelText('Course'));
    fireEvent.click(await screen.findByRole('option', { name: 'IELTS Academic', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Gone course' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose a course from the list')).toBeTruthy();
  });

  it('previews the HTML sanitised and creates a notice with its schedule', async () => {
    let sent: Record<string, unknown> = {};
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/notices': ok({ notices: [] }),
      'POST console/notices': (init) => {
        sent = JSON.parse(String(init.body));
        return ok(base, 'Notice saved.');
      },
    });
    renderConsole('/console/notices');
    fireEvent.click(await screen.findByRole('button', { name: 'New notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notice' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Centre moved' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: '<p>New <b>address</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('b')?.textContent).toBe('address');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('script');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Show from on' }), {
      target: { value: '01/12/2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Show from at'), { target: { value: '10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Notice saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      type: 'notice',
      title: 'Centre moved',
      isActive: true,
      unpublishAt: null,
      courseId: null,
    });
    expect(new Date(String(sent.publishAt)).getTime()).toBe(new Date(2026, 11, 1, 10, 0).getTime());
  });

  it('refuses an end before the start without a call, and deletes after a confirmation', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/notices': ok({ notices: [base] }),
      [`DELETE console/notices/${ID}`]: ok(null, 'Notice deleted.'),
    });
    renderConsole('/console/notices');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mock test weekend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mock test weekend' });
    // The course list is not there (its call fails): the notice's own course still shows.
    expect((within(dialog).getByLabelText('Course') as HTMLInputElement).value).toBe('IELTS Academic');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Show from on' }), {
      target: { value: '02/12/2026' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Show until on' }), {
      target: { value: '01/12/2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The end of the schedule must be after its start.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Mock test weekend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this notice?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notice deleted.')).toBeTruthy();
    const methods = fetchMock.mock.calls.map((c) => (c[1] as RequestInit | undefined)?.method ?? 'GET');
    expect(methods.filter((m) => m === 'PUT')).toHaveLength(0);
    expect(methods).toContain('DELETE');
  });
});
