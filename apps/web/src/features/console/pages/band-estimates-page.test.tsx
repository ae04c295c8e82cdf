// @vitest-environment jsdom
import type { BandModelSummary, BandModels } from '@portico/contract/console-feedback';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, faculty, renderRoutes } from '../test-utils';
import { BandEstimatesPage } from './band-estimates-page';
import { axeProblems } from './evaluation-test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => json(200, { success: true, data });
const agreement = (qwk: number, exact: number, withinHalfBand: number) => ({
  n: 24,
  qwk,
  exact,
  withinHalfBand,
});

const task2: BandModelSummary = {
  rubricId: 'ielts-writing-task2',
  title: 'IELTS Writing Task 2',
  essays: 120,
  heldOut: 24,
  shown: true,
  fittedAt: '2026-03-05T10:00:00.000Z',
  note: '',
  result: agreement(0.812, 0.46, 0.9),
  criteria: [
    {
      key: 'TR',
      label: 'Task Response',
      ...agreement(0.7, 0.4, 0.86),
      leansOn: ['Words', 'Words taken from the prompt'],
    },
    {
      key: 'LR',
      label: 'Lexical Resource',
      ...agreement(0.75, 0.42, 0.88),
      leansOn: ['Lexical diversity (MTLD)'],
    },
  ],
};
const task1: BandModelSummary = {
  ...task2,
  rubricId: 'ielts-writing-task1',
  title: 'IELTS Writing Task 1',
  essays: 70,
  heldOut: 14,
  shown: false,
  note: 'Held out: 14 of the 20 answers the bar asks for.',
  result: agreement(0.66, 0.35, 0.8),
};
const celpip: BandModelSummary = {
  ...task2,
  rubricId: 'celpip-writing',
  title: 'CELPIP Writing',
  essays: 12,
  heldOut: 0,
  shown: false,
  note: 'No band estimate yet: it needs 40 answers of this task graded by your school’s teachers (12 so far).',
  result: null,
  criteria: [],
};
const models: BandModels = {
  models: [task2, task1, celpip],
  bar: { qwk: 0.7, withinHalfBand: 0.85, minHeldOut: 20, minEssays: 40 },
};

const renderPage = () =>
  renderRoutes('/console/band-estimates', [{ path: 'band-estimates', element: <BandEstimatesPage /> }]);

describe('band estimates page (issue 41)', () => {
  it('lists each task’s agreement, whether students see it and why not, and the bar', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/band-estimates': ok(models) });
    renderPage();
    const shown = await screen.findByRole('region', { name: 'IELTS Writing Task 2' });
    expect(within(shown).getByText('Shown to students')).toBeTruthy();
    for (const text of ['120', '24', '0.81', '46 %', '90 %', '05/03/2026'])
      expect(within(shown).getByText(text)).toBeTruthy();
    const table = within(shown).getByRole('table', { name: 'IELTS Writing Task 2: agreement per criterion' });
    const row = within(table).getByRole('row', { name: /Task Response/ });
    expect(row.textContent).toBe('Task ResponseLeans on: Words, Words taken from the prompt0.7040 %86 %');

    const under = screen.getByRole('region', { name: 'IELTS Writing Task 1' });
    expect(within(under).getByText('Teachers only')).toBeTruthy();
    expect(within(under).getByText(task1.note)).toBeTruthy();

    const none = screen.getByRole('region', { name: 'CELPIP Writing' });
    expect(within(none).getByText('No model yet')).toBeTruthy();
    expect(within(none).getByText(celpip.note)).toBeTruthy();
    expect(within(none).getByText('12 of 40')).toBeTruthy();
    expect(within(none).queryByText('QWK')).toBeNull();
    expect(within(none).queryByRole('table')).toBeNull();

    expect(screen.getByText(/at least 20 graded answers held out of its fit/).textContent).toContain(
      'a QWK of 0.70 or more and comes within half a band of their grade 85 % of the time',
    );
    expect(await axeProblems()).toEqual([]);
  });

  it('says when no task has graded answers, and is for administrators only', async () => {
    routeFetch({ 'GET console/me': ok(admin), 'GET console/band-estimates': ok({ ...models, models: [] }) });
    renderPage();
    expect(await screen.findByText('No written task has answers graded by your teachers yet.')).toBeTruthy();
    cleanup();
    routeFetch({ 'GET console/me': ok(faculty) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'For administrators' })).toBeTruthy();
  });
});
