import type { LiveBatchDetail, LiveOverview } from '@portico/contract/console-live';
import { errorMessage } from '../../../lib/api-error';
import { dataOf } from './console';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The company's courses, batch types, batches and downloads. */
export const liveOverviewQuery = consoleQuery<LiveOverview>(['console', 'live', 'overview'], 'console/live');

/** One batch with its classes (in time order) and students. */
export const liveBatchQuery = (id: string) =>
  consoleQuery<LiveBatchDetail>(['console', 'live', 'batch', id], itemPath('console/live/batches', id));

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
  return useConsoleMutation(
    async ({ path, body }: LiveAction) => {
      const res = await consoleSend<LiveOverview | LiveBatchDetail>(
        'POST',
        `console/live${path}`,
        body ?? {},
      );
      return { data: dataOf(res.data), message: res.message ?? '' };
    },
    async ({ data }, queryClient) => {
      if (isDetail(data)) {
        queryClient.setQueryData(liveBatchQuery(data.batch.id).queryKey, data);
        await queryClient.invalidateQueries({ queryKey: liveOverviewQuery.queryKey });
      } else {
        queryClient.setQueryData(liveOverviewQuery.queryKey, data);
        await queryClient.invalidateQueries({ queryKey: ['console', 'live', 'batch'] });
      }
    },
  );
}

/** A live page's change, and what its parts need of it (LiveOps). */
export function useLiveOps() {
  const action = useLiveAction();
  const ops: LiveOps = {
    act: (a, done) => action.mutate(a, { onSuccess: () => done?.() }),
    pending: action.isPending,
    failure: action.isError ? errorMessage(action.error) : '',
    reset: action.reset,
  };
  return { action, ops };
}
