// @vitest-environment jsdom
import {
  type ApplicationDetail,
  type ApplicationItem,
  ApplicationMessages,
  emptyApplicationForm,
} from '@portico/contract/application';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const item: ApplicationItem = {
  id: 'a1',
  student: { id: 's1', name: 'Meera Iyer', email: 'meera@example.test', mobile: '9812345678' },
  courseName: 'IELTS Academic',
  form: {
    ...emptyApplicationForm,
    courseId: 'c1',
    studyMode: 'online',
    batchTime: 'evening',
    notes: 'Works until 6.',
  },
  status: 'submitted',
  version: 3,
  statusVersion: 1,
  submittedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  changedAfterSending: true,
};
const detail: ApplicationDetail = {
  ...item,
  history: [
    {
      at: '2026-11-20T09:58:00.000Z',
      by: 'student',
      kind: 'saved',
      version: 1,
      status: null,
      detail: 'course, study mode',
    },
    {
      at: '2026-11-20T10:00:00.000Z',
      by: 'student',
      kind: 'submitted',
      version: null,
      status: 'submitted',
      detail: '',
    },
  ],
};

describe('applications (decision 047)', () => {
  it('lists what students asked for and moves one on with a note over the status it was read at', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/applications': ok({ items: [item] }),
      'GET console/applications/a1': ok(detail),
      'PUT console/applications/a1/status': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(409, { success: false, message: ApplicationMessages.staleStatus, errorCode: 'CONFLICT' });
      },
    });
    renderConsole('/console/applications');
    const row = await screen.findByRole('button', { name: 'Meera Iyer' });
    expect(screen.getAllByText(/Online · Evening/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/changed since/).length).toBeGreaterThan(0);
    fireEvent.click(row);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Version 1 saved: course, study mode')).toBeTruthy();
    expect(within(drawer).getByText('Works until 6.')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Note for the team'), {
      target: { value: 'Called, offered the 7 pm batch.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      status: 'contacted',
      note: 'Called, offered the 7 pm batch.',
      baseStatusVersion: 1,
    });
    expect(await within(drawer).findByText(ApplicationMessages.staleStatus)).toBeTruthy();
    // The note stays for another try.
    expect((within(drawer).getByLabelText('Note for the team') as HTMLTextAreaElement).value).toBe(
      'Called, offered the 7 pm batch.',
    );
  });
});
