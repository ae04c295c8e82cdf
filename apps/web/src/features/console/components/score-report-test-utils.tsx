import type { QueueCareerItem, QueueScoreReport } from '@portico/contract/console-reviews';
import { CareerQueuePage } from '../pages/career-queue-page';
import { ScoreReportQueuePage } from '../pages/score-report-queue-page';
import { ago, due, renderRoutes } from '../test-utils';

/** Test data and a render of the score-report and career queue pages inside the console. */

/** What both reviewed items share: the student who sent it, when it is due, nobody on it yet. */
type Reviewed = 'id' | 'student' | 'dueAt' | 'overdue' | 'reviewedAt' | 'assignee';

/**
 * A maker of reviewed items (`id`, sent `hoursAgo` hours ago, due `dueHours` after): what `build`
 * gives for the rest, then the test's `overrides`.
 */
const reviewed =
  <T,>(dueHours: number, build: (id: string, hoursAgo: number) => Omit<T, Reviewed>) =>
  (id: string, hoursAgo: number, overrides: Partial<T> = {}): T =>
    ({
      id,
      student: { id: `s-${id}`, name: `Student ${id}`, email: `${id}@example.test` },
      ...due(hoursAgo, dueHours),
      reviewedAt: null,
      assignee: null,
      ...build(id, hoursAgo),
      ...overrides,
    }) as T;

export const report = reviewed<QueueScoreReport>(48, (id, hoursAgo) => ({
  status: 'pending',
  listening: 7.5,
  reading: 8,
  writing: 6.5,
  speaking: 7,
  overall: 7.5,
  examDate: '2026-10-01',
  trfNumber: `TRF-${id}`,
  createdAt: ago(hoursAgo),
  verifiedAt: null,
  verifiedBy: null,
  rewardGrantedAt: null,
}));

export const careerItem = reviewed<QueueCareerItem>(72, (_, hoursAgo) => ({
  kind: 'Upload',
  projectTitle: 'CV preparation',
  courseName: 'IELTS Academic',
  status: 'submitted',
  socialUrl: '',
  submittedAt: ago(hoursAgo),
  updatedAt: ago(hoursAgo),
}));

export function renderReviews(path: string) {
  renderRoutes(path, [
    { path: 'score-reports', element: <ScoreReportQueuePage /> },
    { path: 'career', element: <CareerQueuePage /> },
  ]);
}
