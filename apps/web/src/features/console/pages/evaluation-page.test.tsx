// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  type EvaluationDetail,
  EvaluationMessages,
  type EvaluationQueueItem,
  RUBRICS,
} from '@portico/contract/console-evaluations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ConsoleShell } from '../components/console-shell';
import { NO_MICROPHONE } from '../components/evaluation-recorder';
import { admin, faculty } from '../test-utils';
import { EvaluationPage } from './evaluation-page';
import { EvaluationQueuePage } from './evaluation-queue-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR).toISOString();
const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });

const item = (
  id: string,
  hoursAgo: number,
  extra: Partial<EvaluationQueueItem> = {},
): EvaluationQueueItem => ({
  id,
  student: { name: `Student ${id}`, email: `${id}@example.test` },
  courseName: 'IELTS Academic',
  testTitle: 'IELTS Academic Mock Test 1',
  examTitle: 'IELTS',
  answers: 2,
  state: 'waiting',
  requestedAt: ago(hoursAgo),
  dueAt: ago(hoursAgo - 48),
  overdue: hoursAgo > 48,
  assignee: null,
  draftSavedAt: null,
  releasedAt: null,
  releasedBy: null,
  ...extra,
});

const ITEM = 'f1c2d3e4-0000-4000-8000-000000000001';
const detail = (): EvaluationDetail => ({
  item: item('a1', 3),
  course: { id: 'c1', name: 'IELTS Academic' },
  exam: 'ielts',
  test: { id: 't1', title: 'IELTS Academic Mock Test 1' },
  endedAt: ago(4),
  answers: [
    {
      itemId: ITEM,
      number: 81,
      sectionTitle: 'Writing',
      referenceType: 'Writing',
      itemType: 'essay-topic',
      spoken: false,
      topic: null,
      prompt: '<p>Describe the table.</p>',
      direction: null,
      passage: null,
      text: 'The table shows visitors.',
      wordCount: 4,
      recordingUrl: null,
      points: 1,
      rubric: RUBRICS['ielts-writing-task1'],
    },
  ],
  draft: null,
  draftSavedBy: null,
  audioUrls: {},
  staff: [],
});

function renderAt(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/console',
        element: <ConsoleShell />,
        children: [
          { path: 'evaluations', element: <EvaluationQueuePage /> },
          { path: 'evaluations/:id', element: <EvaluationPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications transitionDuration={0} />
        <CompanyContext.Provider value={company}>
          <RouterProvider router={router} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('evaluation queue page', () => {
  it('lists attempts oldest first with age, due time and owner; overdue marked', async () => {
    const queue = {
      items: [
        item('a1', 70),
        item('a2', 3, { state: 'draft', assignee: { id: faculty.id, name: 'Arjun Menon' } }),
      ],
      turnaround: { count: 3, medianHours: 20, p90Hours: 44 },
      byStaff: [{ staffId: faculty.id, name: 'Arjun Menon', count: 3, medianHours: 20, p90Hours: 44 }],
      staff: [],
    };
    routeFetch({ 'GET console/me': ok(faculty), 'GET console/evaluations': ok(queue) });
    renderAt('/console/evaluations');
    const cards = within(await screen.findByRole('list', { name: 'Evaluations' })).getAllByRole('listitem');
    expect(cards[0]?.textContent).toContain('Overdue by 22 h');
    expect(cards[1]?.textContent).toContain('Due in 1 d');
    expect(cards[1]?.textContent).toContain('Draft saved');
    expect(cards[1]?.textContent).toContain('Assigned to: Arjun Menon');
    expect(
      screen.getByText(
        'Median request to release: 20.0 h · 90th percentile: 44.0 h · 3 released in the last 30 days',
      ),
    ).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
  });
});

describe('evaluation page', () => {
  it('grades by criteria, says when there is no microphone, and releases behind a confirmation', async () => {
    const released = { ...detail(), item: item('a1', 3, { state: 'released' }) };
    const fetchMock = routeFetch({
      'GET console/me': ok(admin),
      'GET console/evaluations/a1': ok(detail()),
      'POST console/evaluations/a1/release': ok(released, EvaluationMessages.released),
    });
    renderAt('/console/evaluations/a1');
    const answer = await screen.findByRole('region', { name: 'Question 81 · Writing' });
    expect(within(answer).getByText("The student's answer (4 words)")).toBeTruthy();
    // jsdom has no MediaRecorder: the recorder says so instead of failing.
    expect(within(answer).getByText(NO_MICROPHONE)).toBeTruthy();
    expect(within(answer).getByText('Band: not complete')).toBeTruthy();
    for (const [label, value] of [
      ['Task Achievement (0–9)', '6'],
      ['Coherence and Cohesion (0–9)', '6'],
      ['Lexical Resource (0–9)', '7'],
      ['Grammatical Range and Accuracy (0–9)', '6'],
    ] as const) {
      const input = within(answer).getByLabelText(label);
      fireEvent.click(input);
      await waitFor(() =>
        expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).toBeTruthy(),
      );
      const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
      fireEvent.click(within(list).getByRole('option', { name: value, hidden: true }));
    }
    expect(within(answer).getByText('Band: 6.5')).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Release to the student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this evaluation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(EvaluationMessages.released)).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/console/evaluations/a1/release');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      answers: { [ITEM]: { criteria: { TA: 6, CC: 6, LR: 7, GRA: 6 }, comments: '', audioFileId: null } },
      overallComment: '',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release to the student' })).toBeNull());
  });
});
