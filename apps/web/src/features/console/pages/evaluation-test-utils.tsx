import type { EvaluationDetail, EvaluationQueueItem } from '@portico/contract/console-evaluations';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import axe from 'axe-core';
import { json } from '../../../test/route-fetch';
import { renderRoutes } from '../test-utils';
import { EvaluationPage } from './evaluation-page';
import { EvaluationQueuePage } from './evaluation-queue-page';

/** What the tests of the evaluation queue and its workspace share: attempts, an answer, the pages. */

export const HOUR = 3_600_000;
export const ago = (h: number) => new Date(Date.now() - h * HOUR).toISOString();
export const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });

export const item = (
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

/** The waiting queue as the workspace asks for it: these attempts, and releases today. */
export const waiting = (items: EvaluationQueueItem[], releasedSince = 0) =>
  ok({
    items,
    turnaround: { count: 0, medianHours: null, p90Hours: null },
    byStaff: [],
    staff: [],
    releasedSince,
  });

export const ITEM = 'f1c2d3e4-0000-4000-8000-000000000001';
export const detail = (): EvaluationDetail => ({
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
      group: null,
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
  draftVersion: 0,
  draftSavedBy: null,
  audioUrls: {},
  corrections: [],
  canCorrect: false,
  descriptors: {},
  grading: { blindMarking: false, reviewBeforeRelease: false, secondMarkingPercent: 0 },
  secondMarking: null,
  staff: [],
});

/** The evaluation queue and workspace at `path`, in the console's shell and the app's providers. */
export const renderAt = (path: string) =>
  renderRoutes(path, [
    { path: 'evaluations', element: <EvaluationQueuePage /> },
    { path: 'evaluations/:id', element: <EvaluationPage /> },
  ]);

export async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
