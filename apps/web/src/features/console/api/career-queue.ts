import { type CareerQueueFilter, consoleReviewsApi } from '@portico/contract/console-reviews';
import { type Narrowing, NOT_NARROWED, narrowingKey, narrowingQuery } from '../utils/queue-narrowing';
import { consoleQuery, consoleUpload, type ItemAction, sendItemAction, useItemAction } from './console-call';

const { queue, detail, expertCv, ...acts } = consoleReviewsApi.career;

/** The career queue (CONSOLE.md 'Career'): LinkedIn and CV submissions, oldest first. */
export const careerQueueQuery = (status: CareerQueueFilter, narrowing: Narrowing = NOT_NARROWED) =>
  consoleQuery(['console', 'career', 'queue', status, narrowingKey(narrowing)], queue, {
    query: { status, ...narrowingQuery(narrowing) },
  });

/** One project with its CVs' signed addresses and the comments. */
export const careerItemQuery = (id: string) =>
  consoleQuery(['console', 'career', 'detail', id], detail, { params: { id } }, { staleTime: 0 });

export type CareerAction = ItemAction<typeof acts> | { kind: 'expert-cv'; file: File };

/** A comment, a status, who works on it, or the expert CV (its bytes; the server reads the type from them). */
export const useCareerAction = (id: string) =>
  useItemAction(
    (action: CareerAction) =>
      action.kind === 'expert-cv'
        ? consoleUpload(
            expertCv,
            { params: { id }, query: { fileName: action.file.name } },
            action.file,
            action.file.type || 'application/octet-stream',
          )
        : sendItemAction(acts, id, action),
    { item: careerItemQuery(id).queryKey, queue: ['console', 'career', 'queue'] },
  );
