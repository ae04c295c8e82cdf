// @vitest-environment jsdom
import {
  type ItemAnalysis,
  ItemAnalysisMessages,
  type TestAnalysis,
} from '@portico/contract/console-item-analysis';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, faculty, renderRoutes } from '../test-utils';
import { ItemAnalysisTestPage } from './item-analysis-test-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const TEST = '5a1c6a52-9d0e-4c1b-9a61-0d0b1f1e2a01';
const Q2 = '5a1c6a52-9d0e-4c1b-9a61-0d0b1f1e2a12';

const question = (n: number, extra: Partial<ItemAnalysis> = {}): ItemAnalysis => ({
  id: `5a1c6a52-9d0e-4c1b-9a61-0d0b1f1e2a1${n}`,
  key: `q${n}`,
  number: n,
  section: 'Reading',
  type: 'mcq',
  text: `Which word means ${n}?`,
  retired: false,
  maxPoints: 1,
  attempts: 12,
  facility: 0.75,
  discrimination: 0.42,
  upperLower: 0.5,
  efficiency: 0.6,
  meanSeconds: 48,
  options: null,
  flags: [],
  ...extra,
});

function analysis(retired = false): TestAnalysis {
  return {
    id: TEST,
    key: 'reading-1',
    title: 'Reading Practice 1',
    examFamily: 'ielts',
    attempts: 12,
    meanScore: 3,
    sdScore: 0.85,
    maxScore: 5,
    alpha: 0.82,
    distribution: Array.from({ length: 10 }, (_, i) => ({
      from: i / 10,
      to: (i + 1) / 10,
      count: i === 5 ? 12 : 0,
    })),
    items: [
      question(1, { facility: 1, discrimination: null, flags: ['everybody-right'] }),
      question(2, {
        retired,
        facility: 0.67,
        discrimination: -0.71,
        flags: ['negative-discrimination', 'distractor-beats-key'],
        options: [
          { id: 'o1', label: 'early', key: true, count: 8, share: 0.67, strong: 0, weak: 1 },
          { id: 'o2', label: 'late', key: false, count: 4, share: 0.33, strong: 1, weak: 0 },
        ],
      }),
      question(3, { meanSeconds: 125 }),
    ],
    asOf: '2026-12-02T10:00:00.000Z',
    refreshing: false,
  };
}

const open = () =>
  renderRoutes(`/console/item-analysis/${TEST}`, [
    { path: 'item-analysis/:id', element: <ItemAnalysisTestPage /> },
  ]);

describe('ItemAnalysisTestPage', () => {
  it('reads the test’s figures and each question’s, and shows the flagged ones alone on request', async () => {
    routeFetch({ 'GET console/me': ok(faculty), [`GET console/item-analysis/${TEST}`]: ok(analysis()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Reading Practice 1' })).toBeTruthy();
    expect(screen.getByText(/in your courses/)).toBeTruthy();
    expect(screen.getByText('3 of 5')).toBeTruthy();
    expect(screen.getByText('0.82')).toBeTruthy();
    expect(screen.getByText('Good')).toBeTruthy();
    expect(screen.getByText('2 of 3')).toBeTruthy();
    const bins = within(screen.getByRole('region', { name: 'Score distribution' })).getAllByRole('listitem');
    expect(bins[5]?.textContent).toBe('50–60 %12 of 12 students scored 50–60 %');
    const q2 = within(screen.getByRole('article', { name: /^Question 2/ }));
    expect(q2.getByText('−0.71')).toBeTruthy();
    expect(q2.getByText('Strong students prefer a wrong option')).toBeTruthy();
    const options = within(q2.getByRole('table', { name: 'Question 2: how often each option was chosen' }));
    expect(options.getByRole('row', { name: /late 4 \(33 %\) 100 % 0 %/ })).toBeTruthy();
    expect(screen.getByRole('article', { name: /^Question 3/ }).textContent).toContain('2 min 5 s');
    expect(screen.getByRole('link', { name: 'Download XLSX' }).getAttribute('href')).toBe(
      `/api/console/item-analysis/${TEST}/export?format=xlsx`,
    );
    // A teacher reads; only an admin edits or retires.
    expect(screen.queryByRole('button', { name: /^Retire/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit question/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Flagged questions only (2)' }));
    expect(screen.queryByRole('article', { name: /^Question 3/ })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('lets an admin retire a question after saying what it does, and shows it retired', async () => {
    const sent: unknown[] = [];
    routeFetch({
      'GET console/me': ok(admin),
      [`GET console/item-analysis/${TEST}`]: ok(analysis()),
      [`PUT console/item-analysis/${TEST}/items/${Q2}`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        return ok(analysis(true), ItemAnalysisMessages.retired);
      },
    });
    open();
    // One click from the flagged question to its editor.
    expect((await screen.findByRole('link', { name: 'Edit question 2' })).getAttribute('href')).toBe(
      `/console/item-analysis/${TEST}/questions/${Q2}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retire question 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Retire question 2?' }));
    expect(dialog.getByText(/Attempts already made keep it/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(ItemAnalysisMessages.retired)).toBeTruthy();
    expect(sent).toEqual([{ retired: true }]);
    const q2 = within(screen.getByRole('article', { name: /^Question 2/ }));
    expect(q2.getByText('Retired')).toBeTruthy();
    expect(q2.getByRole('button', { name: 'Restore question 2' })).toBeTruthy();
  });

  it('says so when the test is not found', async () => {
    routeFetch({
      'GET console/me': ok(admin),
      [`GET console/item-analysis/${TEST}`]: json(404, {
        success: false,
        errorCode: 'NOT_FOUND',
        message: ItemAnalysisMessages.notFound,
      }),
    });
    open();
    expect(await screen.findByText(ItemAnalysisMessages.notFound)).toBeTruthy();
  });
});
