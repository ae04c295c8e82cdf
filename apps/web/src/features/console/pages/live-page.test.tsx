// @vitest-environment jsdom
import type { LiveBatchDetail, LiveOverview } from '@portico/contract/console-live';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
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
const C1 = '3f2a1b0c-0000-4e1f-8a2b-0000000000c1';
const C2 = '3f2a1b0c-0000-4e1f-8a2b-0000000000c2';
const TYPE = '3f2a1b0c-0000-4e1f-8a2b-0000000000t1';
const BATCH = '3f2a1b0c-0000-4e1f-8a2b-0000000000b1';
const batch = {
  id: BATCH,
  courseId: C1,
  courseName: 'IELTS Academic',
  batchTypeId: TYPE,
  batchTypeName: 'Regular',
  batchName: 'Morning batch',
  description: '',
  language: 'English',
  isEnabled: true,
  studentCount: 12,
  classCount: 1,
};
const overview: LiveOverview = {
  courses: [
    { id: C1, courseName: 'IELTS Academic' },
    { id: C2, courseName: 'PTE Academic' },
  ],
  batchTypes: [
    { id: TYPE, name: 'Regular', description: 'Weekday classes', thumbnail: '', orderNo: 0, batchCount: 1 },
    { id: 'spare', name: 'Weekend', description: '', thumbnail: '', orderNo: 1, batchCount: 0 },
  ],
  batches: [
    batch,
    { ...batch, id: 'b2', courseId: C2, courseName: 'PTE Academic', batchName: 'PTE evening' },
  ],
  downloads: [
    { id: 'd1', courseId: C1, title: 'Cambridge IELTS 18', downloadUrl: '/books/c18.pdf', orderNo: 0 },
  ],
};
const detail: LiveBatchDetail = { batch, batchTypes: overview.batchTypes, classes: [], students: [] };

async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('live classes page', () => {
  it('shows the batch types, and per course its batches and downloads', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/live': ok(overview) });
    renderConsole('/console/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live classes' })).toBeTruthy();
    const types = await screen.findByRole('list', { name: 'Batch types' });
    expect(within(types).getAllByRole('listitem')).toHaveLength(2);
    // Only a type without batches can be deleted.
    expect(within(types).queryByRole('button', { name: 'Delete Regular' })).toBeNull();
    expect(within(types).getByRole('button', { name: 'Delete Weekend' })).toBeTruthy();

    const batches = screen.getByRole('list', { name: 'Batches' });
    expect(within(batches).getByRole('link', { name: 'Morning batch' }).getAttribute('href')).toBe(
      `/console/live/batches/${BATCH}`,
    );
    expect(batches.textContent).toContain('12 students · 1 class');
    expect(batches.textContent).not.toContain('PTE evening');
    expect(screen.getByRole('list', { name: 'Downloads' }).textContent).toContain('Cambridge IELTS 18');
    expect(await axeProblems()).toEqual([]);
  });

  it('adds a batch and opens it', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/live': ok(overview),
      'POST console/live/batches': ok(detail, 'Batch added.'),
      [`GET console/live/batches/${BATCH}`]: ok(detail),
    });
    const router = renderConsole('/console/live');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a batch' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a batch type.')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST'),
    ).toHaveLength(0);
    const box = within(dialog).getByRole('combobox', { name: 'Batch type' });
    fireEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
    const options = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(options).getByRole('option', { name: 'Regular', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Morning batch' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning batch' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/console/live/batches/${BATCH}`);
    const post = fetchMock.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      courseId: C1,
      batchTypeId: TYPE,
      batchName: 'Morning batch',
      language: 'English',
      isEnabled: true,
    });
  });
});
