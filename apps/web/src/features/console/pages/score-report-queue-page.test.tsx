// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { ScoreReportDetail, ScoreReportQueue } from '@portico/contract/console-reviews';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { renderReviews, report } from '../components/score-report-test-utils';
import { admin, FACULTY_ID } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The toasts' store outlives a render: one test's toast is not the next test's page.
  notifications.clean();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const late = report('r1', 60);
const fresh = report('r2', 5, { assignee: { id: FACULTY_ID, name: 'Arjun Menon' } });
const queue = (reports = [late, fresh]): ScoreReportQueue => ({
  reports,
  turnaround: { count: 3, medianHours: 20, p90Hours: 50.2 },
  byStaff: [{ staffId: FACULTY_ID, name: 'Arjun Menon', count: 3, medianHours: 20, p90Hours: 50.2 }],
  staff: [{ id: FACULTY_ID, name: 'Arjun Menon', role: 'faculty' }],
});
const detail = (overrides: Partial<ScoreReportDetail> = {}): ScoreReportDetail => ({
  ...late,
  document: { url: '/api/files/signed-token', fileName: 'trf.pdf', contentType: 'application/pdf' },
  remarks: [
    {
      id: 'm1',
      author: 'student',
      staffName: null,
      description: 'Is it <ok>?',
      trfStatus: 'pending',
      createdAt: late.createdAt,
    },
  ],
  rewardProduct: { title: 'Free French', validityDays: 28 },
  ...overrides,
});

async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`);
}

describe('score-report queue (CONSOLE.md "Score reports")', () => {
  it('lists reports oldest first with age, due time and owner, and the turnaround', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/score-reports': ok(queue()) });
    renderReviews('/console/score-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Score reports' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Score reports' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Student r1');
    expect(items[0]?.textContent).toContain('Uploaded 2 d ago');
    expect(items[0]?.textContent).toContain('Overdue by 12 h');
    expect(items[0]?.textContent).toContain('Overall 7.5 · TRF TRF-r1');
    expect(items[1]?.textContent).toContain('Due in 1 d');
    expect(items[1]?.textContent).toContain('Assigned to: Arjun Menon');
    expect(
      screen.getByText(
        'Median time to review: 20.0 h · 90th percentile: 50.2 h · 3 reviewed in the last 30 days',
      ),
    ).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
  });

  it('opens a report: the signed document, the scores, the thread as text; reject needs a remark; verify', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/score-reports': ok(queue()),
      'GET console/score-reports/r1': ok(detail()),
      'POST console/score-reports/r1/verify': ok(
        detail({ status: 'verified' }),
        'The score report is verified and Free French was granted. The student has been sent a mail.',
      ),
    });
    renderReviews('/console/score-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Student r1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Score report of Student r1' });
    const link = await within(drawer).findByRole('link', { name: /Open the score report document/ });
    expect(link.getAttribute('href')).toBe('/api/files/signed-token');
    expect(within(drawer).getByText('Is it <ok>?')).toBeTruthy();
    expect(within(drawer).getByText('Free French, granted when verified')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(await within(drawer).findByText('Please write a remark for the student')).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/reject'))).toBe(false);
    expect(await axeProblems()).toEqual([]);
    // Verify asks first, saying what the student gets; Cancel sends nothing.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Verify' }));
    let confirm = await screen.findByRole('dialog', { name: 'Verify this score report?' });
    expect(confirm.textContent).toContain('The student gets Free French for 28 days.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Verify this score report?' })).toBeNull(),
    );
    expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/verify'))).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Verify' }));
    confirm = await screen.findByRole('dialog', { name: 'Verify this score report?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'The score report is verified and Free French was granted. The student has been sent a mail.',
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/verify'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ remark: '' });
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).endsWith('/verify'))).toHaveLength(1);
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Verify' })).toBeNull());
  });

  it('asks before rejecting a verified report, saying the reward course is withdrawn', async () => {
    const verified = detail({
      status: 'verified',
      verifiedAt: '2026-11-21T10:00:00.000Z',
      verifiedBy: { id: FACULTY_ID, name: 'Arjun Menon' },
      rewardGrantedAt: '2026-11-21T10:00:00.000Z',
    });
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/score-reports': ok(queue()),
      'GET console/score-reports/r1': ok(verified),
      'POST console/score-reports/r1/reject': ok(
        detail({ status: 'rejected' }),
        'The score report is rejected and Free French was withdrawn. The student sees your remark and has been sent a mail.',
      ),
    });
    renderReviews('/console/score-reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Student r1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Score report of Student r1' });
    fireEvent.change(await within(drawer).findByRole('textbox', { name: 'Remark to the student' }), {
      target: { value: 'The TRF number does not match.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this score report?' });
    expect(confirm.textContent).toContain('Free French, granted on 21/11/2026, is withdrawn');
    expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/reject'))).toBe(false);
    expect(await axeProblems()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        'The score report is rejected and Free French was withdrawn. The student sees your remark and has been sent a mail.',
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ remark: 'The TRF number does not match.' });
  });
});
