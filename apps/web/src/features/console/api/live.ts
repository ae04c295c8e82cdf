import type { LiveBatchDetail, LiveOverview } from '@portico/contract/console-live';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The company's courses, batch types, batches and downloads. */
export const liveOverviewQuery = queryOptions({
  queryKey: ['console', 'live', 'overview'],
  queryFn: async ({ signal }): Promise<LiveOverview> =>
    dataOf((await apiGet<Envelope<LiveOverview>>('console/live', { signal, ...quiet })).data),
});

/** One batch with its classes (in time order) and students. */
export const liveBatchQuery = (id: string) =>
  queryOptions({
    queryKey: ['console', 'live', 'batch', id],
    queryFn: async ({ signal }): Promise<LiveBatchDetail> =>
      dataOf(
        (
          await apiGet<Envelope<LiveBatchDetail>>(`console/live/batches/${encodeURIComponent(id)}`, {
            signal,
            ...quiet,
          })
        ).data,
      ),
  });

/** A change: the path under console/live and its body. */
export type LiveAction = { path: string; body?: object };

/** What a part of a page needs to change things: the call, whether one is under way, its failure. */
export interface LiveOps {
  act: (action: LiveAction, done?: () => void) => void;
  pending: boolean;
  /** The last call's failure message, shown in the open form ('' for none). */
  failure: string;
  /** Forgets the last call's outcome (a form opens afresh). */
  reset: () => void;
}

const isDetail = (data: LiveOverview | LiveBatchDetail): data is LiveBatchDetail => 'classes' in data;

/**
 * One change to live classes. Overview changes answer with the overview, batch changes with the batch;
 * the answer replaces the cached page and the other one is asked again.
 */
export function useLiveAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body }: LiveAction) => {
      const res = await apiPost<Envelope<LiveOverview | LiveBatchDetail>>(
        `console/live${path}`,
        body ?? {},
        quiet,
      );
      return { data: dataOf(res.data), message: res.message ?? '' };
    },
    onSuccess: async ({ data }) => {
      if (isDetail(data)) {
        queryClient.setQueryData(liveBatchQuery(data.batch.id).queryKey, data);
        await queryClient.invalidateQueries({ queryKey: liveOverviewQuery.queryKey });
      } else {
        queryClient.setQueryData(liveOverviewQuery.queryKey, data);
        await queryClient.invalidateQueries({ queryKey: ['console', 'live', 'batch'] });
      }
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
