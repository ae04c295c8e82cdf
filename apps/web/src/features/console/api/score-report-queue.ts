import { consoleReviewsApi, type ScoreReportQueueFilter } from '@portico/contract/console-reviews';
import { type Narrowing, NOT_NARROWED, narrowingKey, narrowingQuery } from '../utils/queue-narrowing';
import { consoleQuery, type ItemAction, sendItemAction, useItemAction } from './console-call';

const { queue, detail, ...acts } = consoleReviewsApi.scoreReports;

/** The score-report queue (CONSOLE.md 'Score reports'): TRFs oldest first, with turnaround. */
export const scoreReportQueueQuery = (status: ScoreReportQueueFilter, narrowing: Narrowing = NOT_NARROWED) =>
  consoleQuery(['console', 'score-reports', 'queue', status, narrowingKey(narrowing)], queue, {
    query: { status, ...narrowingQuery(narrowing) },
  });

/** One report with its document's signed address (asked again when opened: it lasts 15 minutes). */
export const scoreReportQuery = (id: string) =>
  consoleQuery(['console', 'score-reports', 'detail', id], detail, { params: { id } }, { staleTime: 0 });

/** One act on a report: verify, reject, a remark in the thread, or who works on it. */
export type ScoreReportAction = ItemAction<typeof acts>;

export const useScoreReportAction = (id: string) =>
  useItemAction((action: ScoreReportAction) => sendItemAction(acts, id, action), {
    item: scoreReportQuery(id).queryKey,
    queue: ['console', 'score-reports', 'queue'],
  });
