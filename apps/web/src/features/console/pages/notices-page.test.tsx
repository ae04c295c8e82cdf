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
  state: 'scheduled',
};

describe('notices in the console', () => {
  it('lists notices with their state and schedule', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/notices': ok({ notices: [base, scheduled] }) });
    renderConsole('/console/notices');
    const list = await screen.findByRole('list', { name: 'Notices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Showing')).toBeTruthy();
    expect(first?.textContent).toContain('While active');
    expect(within(second as HTMLElement).getByText('Scheduled')).toBeTruthy();
    expect(second?.textContent).toMatch(/From 0[1-2]\/12\/2026/);
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
    expect(sent).toMatchObject({ type: 'notice', title: 'Centre moved', isActive: true, unpublishAt: null });
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
