import type {
  ReviewAssignRequest,
  ScoreReportDetail,
  ScoreReportQueue,
  ScoreReportQueueFilter,
  ScoreReportRejectRequest,
  ScoreReportRemarkRequest,
  ScoreReportVerifyRequest,
} from '@portico/contract/console-reviews';
import { dataOf } from './console';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The score-report queue (CONSOLE.md 'Score reports'): TRFs oldest first, with turnaround. */
export const scoreReportQueueQuery = (status: ScoreReportQueueFilter) =>
  consoleQuery<ScoreReportQueue>(['console', 'score-reports', 'queue', status], 'console/score-reports', {
    query: { status },
  });

/** One report with its document's signed address (asked again when opened: it lasts 15 minutes). */
export const scoreReportQuery = (id: string) =>
  consoleQuery<ScoreReportDetail>(
    ['console', 'score-reports', 'detail', id],
    itemPath('console/score-reports', id),
    { staleTime: 0 },
  );

/** One act on a report: verify, reject, a remark in the thread, or who works on it. */
export type ScoreReportAction =
  | { kind: 'verify'; body: ScoreReportVerifyRequest }
  | { kind: 'reject'; body: ScoreReportRejectRequest }
  | { kind: 'remarks'; body: ScoreReportRemarkRequest }
  | { kind: 'assign'; body: ReviewAssignRequest };

export function useScoreReportAction(id: string) {
  return useConsoleMutation(
    async (action: ScoreReportAction): Promise<{ report: ScoreReportDetail; message?: string }> => {
      const path = `${itemPath('console/score-reports', id)}/${action.kind}`;
      const res = await consoleSend<ScoreReportDetail>('POST', path, action.body);
      return { report: dataOf(res.data), message: res.message };
    },
    ({ report }, queryClient) => {
      queryClient.setQueryData(scoreReportQuery(id).queryKey, report);
      return queryClient.invalidateQueries({ queryKey: ['console', 'score-reports', 'queue'] });
    },
  );
}
