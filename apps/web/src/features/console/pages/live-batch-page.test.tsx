// @vitest-environment jsdom
import { type LiveBatchDetail, type LiveClassRow, LiveMessages } from '@portico/contract/console-live';
import type { StudentSearch } from '@portico/contract/console-students';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
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
const BATCH = '3f2a1b0c-0000-4e1f-8a2b-0000000000b1';
const STUDENT = '3f2a1b0c-0000-4e1f-8a2b-0000000000a1';
const cls = (id: string, at: string, over: Partial<LiveClassRow> = {}): LiveClassRow => ({
  id,
  className: `Class ${id}`,
  agenda: '',
  classDateTime: at,
  durationMinutes: 60,
  joinUrl: 'https://meet.example/room',
  vimeoLink: '',
  downloadLink: '',
  alertMessage: '',
  status: 'scheduled',
  ...over,
});
const detail: LiveBatchDetail = {
  batch: {
    id: BATCH,
    courseId: 'c1',
    courseName: 'IELTS Academic',
    batchTypeId: 't1',
    batchTypeName: 'Regular',
    batchName: 'Morning batch',
    description: 'Mon to Fri',
    language: 'English',
    isEnabled: true,
    studentCount: 1,
    classCount: 2,
  },
  batchTypes: [{ id: 't1', name: 'Regular', description: '', thumbnail: '', orderNo: 0, batchCount: 1 }],
  classes: [
    cls('k1', '2026-11-20T04:00:00.000Z', { status: 'finished', vimeoLink: 'https://vimeo.com/1' }),
    cls('k2', '2026-11-30T04:00:00.000Z', { alertMessage: 'Bring a pen' }),
  ],
  students: [
    { id: 's1', name: 'Ravi Kumar', email: 'ravi@example.test', addedAt: '2026-11-01T00:00:00.000Z' },
  ],
};
const search: StudentSearch = {
  students: [
    {
      id: STUDENT,
      name: 'Meera Sharma',
      email: 'meera@example.test',
      mobile: '',
      createdAt: '2026-10-01T10:00:00.000Z',
      activeEnrolments: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};
const posts = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'POST');

async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('live batch page', () => {
  it('lists the classes in time order with their status, and cancels one after a confirmation', async () => {
    const cancelled = {
      ...detail,
      classes: [detail.classes[0], { ...detail.classes[1], status: 'cancelled' }],
    } as LiveBatchDetail;
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      [`GET console/live/batches/${BATCH}`]: ok(detail),
      [`POST console/live/batches/${BATCH}/classes/k2/cancel`]: ok(cancelled, 'Class cancelled.'),
      'GET console/live': ok({ courses: [], batchTypes: [], batches: [], downloads: [] }),
    });
    renderConsole(`/console/live/batches/${BATCH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning batch' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^Class /).textContent)).toEqual(['Class k1', 'Class k2']);
    expect(within(items[0] as HTMLElement).getByText('Finished')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Recording' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Scheduled')).toBeTruthy();
    expect(items[1]?.textContent).toContain('Bring a pen');
    expect(await axeProblems()).toEqual([]);

    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Cancel Class k2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this class?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the class' }));
    expect(await screen.findByText('Class cancelled.')).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('adds a class with its day and time as one moment, and refuses a bad join link without a call', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      [`GET console/live/batches/${BATCH}`]: ok(detail),
      [`POST console/live/batches/${BATCH}/classes`]: ok(detail, 'Class added.'),
    });
    renderConsole(`/console/live/batches/${BATCH}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a class' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Speaking' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Day' }), {
      target: { value: '24/11/2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Starts at'), { target: { value: '18:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Join link/ }), {
      target: { value: 'http://meet.example/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The join link must be an https:// address.')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Join link/ }), {
      target: { value: 'https://meet.example/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Class added.')).toBeTruthy();
    const [post] = posts(fetchMock);
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      className: 'Speaking',
      classDateTime: dayjs('2026-11-24T18:30').toISOString(),
      durationMinutes: 60,
      joinUrl: 'https://meet.example/x',
    });
  });

  it('shows the server’s refusal inside the open form', async () => {
    routeFetch({
      'GET console/me': ok(admin),
      [`GET console/live/batches/${BATCH}`]: ok(detail),
      [`POST console/live/batches/${BATCH}/classes/k2`]: json(400, {
        success: false,
        message: LiveMessages.recording,
        errorCode: 'VALIDATION',
      }),
    });
    renderConsole(`/console/live/batches/${BATCH}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Class k2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Class k2' });
    expect((within(dialog).getByRole('textbox', { name: 'Day' }) as HTMLInputElement).value).toBe(
      formatDate('2026-11-30T04:00:00.000Z'),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Recording/ }), {
      target: { value: 'https://youtube.com/watch?v=1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LiveMessages.recording)).toBeTruthy();
  });

  it('finds a student by name and adds them; removes one after a confirmation', async () => {
    const withMeera = {
      ...detail,
      students: [
        ...detail.students,
        {
          id: STUDENT,
          name: 'Meera Sharma',
          email: 'meera@example.test',
          addedAt: '2026-11-22T09:00:00.000Z',
        },
      ],
    };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      [`GET console/live/batches/${BATCH}`]: ok(detail),
      'GET console/students': ok(search),
      [`POST console/live/batches/${BATCH}/students`]: ok(withMeera, 'Student added to the batch.'),
      [`POST console/live/batches/${BATCH}/students/s1/remove`]: ok(
        { ...withMeera, students: withMeera.students.slice(1) },
        'Student removed from the batch.',
      ),
    });
    renderConsole(`/console/live/batches/${BATCH}`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name or email' }), {
      target: { value: 'meera' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Meera Sharma' }));
    expect(await screen.findByText('Student added to the batch.')).toBeTruthy();
    const calls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(calls.some((u) => u.startsWith('/api/console/students?') && u.includes('q=meera'))).toBe(true);
    expect(JSON.parse(String((posts(fetchMock)[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
      studentId: STUDENT,
    });
    const members = screen.getByRole('list', { name: 'Students of the batch' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('In the batch')).toBeTruthy();

    fireEvent.click(within(members).getByRole('button', { name: 'Remove Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from this batch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Student removed from the batch.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Students of the batch' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
