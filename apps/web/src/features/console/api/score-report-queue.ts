import { consoleReviewsApi, type ScoreReportQueueFilter } from '@portico/contract/console-reviews';
import { consoleQuery, type ItemAction, sendItemAction, useItemAction } from './console-call';

const { queue, detail, ...acts } = consoleReviewsApi.scoreReports;

/** The score-report queue (CONSOLE.md 'Score reports'): TRFs oldest first, with turnaround. */
export const scoreReportQueueQuery = (status: ScoreReportQueueFilter) =>
  consoleQuery(['console', 'score-reports', 'queue', status], queue, { query: { status } });

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
