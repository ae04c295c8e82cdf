import type {
  ReviewAssignRequest,
  ScoreReportDetail,
  ScoreReportDetailResponse,
  ScoreReportQueue,
  ScoreReportQueueFilter,
  ScoreReportQueueResponse,
  ScoreReportRejectRequest,
  ScoreReportRemarkRequest,
  ScoreReportVerifyRequest,
} from '@portico/contract/console-reviews';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

/** The score-report queue (CONSOLE.md 'Score reports'): TRFs oldest first, with turnaround. */
export const scoreReportQueueQuery = (status: ScoreReportQueueFilter) =>
  queryOptions({
    queryKey: ['console', 'score-reports', 'queue', status],
    queryFn: async ({ signal }): Promise<ScoreReportQueue> =>
      dataOf(
        (
          await apiGet<ScoreReportQueueResponse>('console/score-reports', {
            query: { status },
            signal,
            ...quiet,
          })
        ).data,
      ),
  });

/** One report with its document's signed address (asked again when opened: it lasts 15 minutes). */
export const scoreReportQuery = (id: string) =>
  queryOptions({
    queryKey: ['console', 'score-reports', 'detail', id],
    queryFn: async ({ signal }): Promise<ScoreReportDetail> =>
      dataOf(
        (
          await apiGet<ScoreReportDetailResponse>(`console/score-reports/${encodeURIComponent(id)}`, {
            signal,
            ...quiet,
          })
        ).data,
      ),
    staleTime: 0,
  });

/** One act on a report: verify, reject, a remark in the thread, or who works on it. */
export type ScoreReportAction =
  | { kind: 'verify'; body: ScoreReportVerifyRequest }
  | { kind: 'reject'; body: ScoreReportRejectRequest }
  | { kind: 'remarks'; body: ScoreReportRemarkRequest }
  | { kind: 'assign'; body: ReviewAssignRequest };

export function useScoreReportAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: ScoreReportAction,
    ): Promise<{ report: ScoreReportDetail; message?: string }> => {
      const path = `console/score-reports/${encodeURIComponent(id)}/${action.kind}`;
      const res = await apiPost<ScoreReportDetailResponse>(path, action.body, quiet);
      return { report: dataOf(res.data), message: res.message };
    },
    onSuccess: ({ report }) => {
      queryClient.setQueryData(scoreReportQuery(id).queryKey, report);
      return queryClient.invalidateQueries({ queryKey: ['console', 'score-reports', 'queue'] });
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
