// @vitest-environment jsdom
import { CohortMessages, type CohortStudent, type CohortView } from '@portico/contract/console-cohorts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { faculty, renderRoutes } from '../test-utils';
import { CohortPage } from './cohort-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => json(200, { success: true, data });
const BATCH = '6b2d7b63-0e1f-4d2c-8b72-1e1c2f2f3b01';

const student = (name: string, extra: Partial<CohortStudent> = {}): CohortStudent => ({
  id: `id-${name}`,
  name,
  email: `${name.toLowerCase()}@example.test`,
  status: 'active',
  lastActiveAt: '2026-12-01T10:00:00.000Z',
  daysSinceActive: 1,
  testsEnded: 3,
  prediction: {
    measure: 'Reading',
    label: '6.5',
    target: 7,
    gap: '0.5 band below their target of 7',
    targetMet: false,
  },
  classesHeld: 10,
  classesAttended: 7,
  ...extra,
});

const view: CohortView = {
  kind: 'batches',
  id: BATCH,
  name: 'IELTS Morning Batch',
  courseId: 'course',
  courseName: 'IELTS Academic',
  examLabel: 'IELTS',
  quietDays: 14,
  counts: { students: 3, active: 1, quiet: 1, never: 1 },
  targets: { met: 0, below: 2, noTarget: 0, noPrediction: 1 },
  attendance: { classesHeld: 10, share: 0.4 },
  weakestSkills: [{ skill: 'Reading', questionType: null, answers: 80, students: 2, share: 0.6 }],
  weakestQuestionTypes: [
    { skill: 'Reading', questionType: 'Matching headings', answers: 20, students: 2, share: 0.35 },
  ],
  students: [
    student('Tara', { status: 'quiet', daysSinceActive: 24, classesAttended: 0 }),
    student('Neha', {
      status: 'never',
      daysSinceActive: null,
      lastActiveAt: null,
      testsEnded: 0,
      prediction: null,
      classesAttended: 0,
    }),
    student('Arjun'),
  ],
  asOf: '2026-12-02T10:00:00.000Z',
  refreshing: false,
};

const open = (path = `/console/cohorts/batches/${BATCH}`) =>
  renderRoutes(path, [{ path: 'cohorts/:kind/:id', element: <CohortPage /> }]);

describe('CohortPage', () => {
  it('shows the cohort’s figures, its weakest types and its students, the quiet first', async () => {
    routeFetch({ 'GET console/me': ok(faculty), [`GET console/cohorts/batches/${BATCH}`]: ok(view) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'IELTS Morning Batch' })).toBeTruthy();
    expect(screen.getByText(/A live-class batch of IELTS Academic/)).toBeTruthy();
    expect(screen.getByText('40 %')).toBeTruthy();
    expect(screen.getByText('0 of 2')).toBeTruthy();
    expect(screen.getByText('Matching headings (Reading)')).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Students' })).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th a')?.textContent).slice(1)).toEqual(['Tara', 'Neha', 'Arjun']);
    expect(rows[1]?.textContent).toContain('24 days ago');
    expect(rows[1]?.textContent).toContain('Quiet');
    expect(rows[1]?.querySelector('a')?.getAttribute('href')).toBe('/console/cohort-students/id-Tara');
    expect(rows[2]?.textContent).toContain('Never');
    expect(rows[2]?.textContent).toContain('Not enough tests yet');
    expect(rows[3]?.textContent).toContain('0.5 band below their target of 7');
    expect(rows[3]?.textContent).toContain('7 of 10');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/console/cohorts/batches/${BATCH}/export?quietDays=14&format=csv`,
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Quiet and not started only (2)' }));
    expect(within(screen.getByRole('region', { name: 'Students' })).getAllByRole('row')).toHaveLength(3);
  });

  it('asks again with the quiet line the reader chooses, kept in the address', async () => {
    const calls = routeFetch({
      'GET console/me': ok(faculty),
      [`GET console/cohorts/batches/${BATCH}`]: ok(view),
    });
    open(`/console/cohorts/batches/${BATCH}?quiet=30`);
    const select = (await screen.findByRole('combobox', { name: 'Quiet after' })) as HTMLSelectElement;
    expect(select.value).toBe('30');
    expect(calls.mock.calls.map((c) => String(c[0]))).toContain(
      `/api/console/cohorts/batches/${BATCH}?quietDays=30`,
    );
    fireEvent.change(select, { target: { value: '7' } });
    await waitFor(() =>
      expect(calls.mock.calls.map((c) => String(c[0]))).toContain(
        `/api/console/cohorts/batches/${BATCH}?quietDays=7`,
      ),
    );
  });

  it('says when the figures are a snapshot being refreshed, and takes the newer ones when they come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let served = { ...view, refreshing: true };
      routeFetch({
        'GET console/me': ok(faculty),
        [`GET console/cohorts/batches/${BATCH}`]: () => ok(served),
      });
      open();
      expect(
        await screen.findByText(/These figures are from .*Newer ones are being worked out/),
      ).toBeTruthy();
      served = { ...view, asOf: '2026-12-02T10:10:00.000Z', refreshing: false };
      await vi.advanceTimersByTimeAsync(16_000);
      await waitFor(() => expect(screen.queryByText(/Newer ones are being worked out/)).toBeNull());
      // Fresh figures are not asked for again.
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the cohort is not the reader’s', async () => {
    routeFetch({
      'GET console/me': ok(faculty),
      [`GET console/cohorts/batches/${BATCH}`]: json(404, {
        success: false,
        errorCode: 'NOT_FOUND',
        message: CohortMessages.notFound,
      }),
    });
    open();
    expect(await screen.findByText(CohortMessages.notFound)).toBeTruthy();
  });
});
