import {
  consoleLiveApi as api,
  type LiveBatchDetail,
  type LiveOverview,
} from '@portico/contract/console-live';
import type { RouteInput } from '@portico/contract/route';
import { errorMessage } from '../../../lib/api-error';
import { consoleChange, consoleQuery, useConsoleMutation } from './console-call';

/** The company's courses, batch types, batches and downloads. */
export const liveOverviewQuery = consoleQuery(['console', 'live', 'overview'], api.overview, {});

/** One batch with its classes (in time order) and students. */
export const liveBatchQuery = (id: string) =>
  consoleQuery(['console', 'live', 'batch', id], api.batch, { params: { id } });

/** The changes of the live pages, by name: a type's, a batch's, its classes' and students', a download's. */
const writes = {
  createType: api.types.create,
  saveType: api.types.save,
  deleteType: api.types.remove,
  createBatch: api.batches.create,
  saveBatch: api.batches.save,
  addClass: api.classes.create,
  saveClass: api.classes.save,
  cancelClass: api.classes.cancel,
  addStudent: api.students.add,
  removeStudent: api.students.remove,
  createDownload: api.downloads.create,
  saveDownload: api.downloads.save,
  deleteDownload: api.downloads.remove,
};
type Writes = typeof writes;

/** A change: which one (`kind`), with what its route takes (its `params` and `body`). */
export type LiveAction = { [K in keyof Writes]: { kind: K } & RouteInput<Writes[K]> }[keyof Writes];

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
    async ({ kind, ...input }: LiveAction) => {
      const { data, message } = await consoleChange(writes[kind], input);
      return { data, message: message ?? '' };
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
