// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ApplicationsPage } from '../pages/applications-page';
import { CareerQueuePage } from '../pages/career-queue-page';
import { EvaluationQueuePage } from '../pages/evaluation-queue-page';
import { ScoreReportQueuePage } from '../pages/score-report-queue-page';
import { SupportQueuePage } from '../pages/support-queue-page';
import { admin, faculty, queue, renderRoutes, ticket } from '../test-utils';

/**
 * Issue 40: a queue's list narrowed to its late items and to the member's own, kept in the address
 * (`?late=true&mine=true`, where the console home's figures link) and asked of the API as such.
 */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => json(200, { success: true, data });
const figures = { turnaround: { count: 0, medianHours: null, p90Hours: null }, byStaff: [], staff: [] };

const render = (path: string) =>
  renderRoutes(path, [
    { path: 'support', element: <SupportQueuePage /> },
    { path: 'evaluations', element: <EvaluationQueuePage /> },
    { path: 'score-reports', element: <ScoreReportQueuePage /> },
    { path: 'career', element: <CareerQueuePage /> },
    { path: 'applications', element: <ApplicationsPage /> },
  ]);

/** The query of the last call to `path`. */
const lastAsked = (fetchMock: ReturnType<typeof routeFetch>, path: string) => {
  const calls = fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith(`/api/${path}?`));
  return Object.fromEntries(new URL(calls.at(-1) ?? '', 'http://x').searchParams);
};
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('late and mine on the console queues', () => {
  it('asks for what the address narrows to, and keeps each change in the address', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/support': ok(queue([ticket('t1', 30, { overdue: true })])),
    });
    const router = render('/console/support?late=true');
    expect(await screen.findByRole('button', { name: 'Question t1' })).toBeTruthy();
    expect(lastAsked(fetchMock, 'console/support')).toEqual({ status: 'open', late: 'true' });
    expect(box('Late').checked).toBe(true);
    expect(box('Assigned to me').checked).toBe(false);
    expect(screen.getByRole('group', { name: 'Only' })).toBeTruthy();
    fireEvent.click(box('Assigned to me'));
    await waitFor(() => expect(router.state.location.search).toBe('?late=true&mine=true'));
    await waitFor(() =>
      expect(lastAsked(fetchMock, 'console/support')).toEqual({ status: 'open', late: 'true', mine: 'true' }),
    );
    fireEvent.click(box('Late'));
    await waitFor(() => expect(router.state.location.search).toBe('?mine=true'));
    await waitFor(() =>
      expect(lastAsked(fetchMock, 'console/support')).toEqual({ status: 'open', mine: 'true' }),
    );
  });

  it('narrows with the state shown, on the score reports and career queues too', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/score-reports': ok({ reports: [], ...figures }),
      'GET console/career': ok({ items: [], ...figures }),
    });
    render('/console/score-reports?status=all&late=true');
    expect(await screen.findByText('No score reports here.')).toBeTruthy();
    expect(lastAsked(fetchMock, 'console/score-reports')).toEqual({ status: 'all', late: 'true' });
    cleanup();
    render('/console/career?mine=true');
    expect(await screen.findByText('No career submissions here.')).toBeTruthy();
    expect(lastAsked(fetchMock, 'console/career')).toEqual({ status: 'waiting', mine: 'true' });
    expect(box('Assigned to me').checked).toBe(true);
  });

  it('leaves out grading by question while the evaluations are narrowed', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/evaluations': ok({ items: [], ...figures, releasedSince: null }),
      'GET console/evaluations/questions': ok({ questions: [] }),
    });
    render('/console/evaluations?mine=true');
    expect(await screen.findByText('No evaluations here.')).toBeTruthy();
    expect(lastAsked(fetchMock, 'console/evaluations')).toEqual({ filter: 'waiting', mine: 'true' });
    expect(screen.queryByRole('heading', { name: 'Grade by question' })).toBeNull();
    fireEvent.click(box('Assigned to me'));
    expect(await screen.findByRole('heading', { name: 'Grade by question' })).toBeTruthy();
  });

  it('offers no narrowing on applications, which have no target and no owner', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/applications': ok({ items: [] }) });
    render('/console/applications');
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Late' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Only' })).toBeNull();
  });
});
