import { type BandDescriptorsSave, consoleBandDescriptorsApi } from '@portico/contract/band-descriptors';
import { type CommentBankAdd, consoleCommentBankApi } from '@portico/contract/comment-bank';
import { consoleChange, consoleQuery, useConsoleMutation } from './console-call';

/** The company's band descriptors, every rubric (Settings › Band descriptors). */
export const bandDescriptorsQuery = consoleQuery(
  ['console', 'band-descriptors'],
  consoleBandDescriptorsApi.view,
  {},
);

/** One criterion's descriptors saved; the page and the evaluations read them again. */
export const useSaveBandDescriptors = () =>
  useConsoleMutation(
    (body: BandDescriptorsSave) => consoleChange(consoleBandDescriptorsApi.save, { body }),
    (saved, queryClient) => {
      queryClient.setQueryData(bandDescriptorsQuery.queryKey, saved.data);
      return queryClient.invalidateQueries({ queryKey: ['console', 'evaluations', 'one'] });
    },
  );

/** The signed-in teacher's own comment bank; it changes only by their own hand. */
export const commentBankQuery = consoleQuery(
  ['console', 'comment-bank'],
  consoleCommentBankApi.list,
  {},
  {
    staleTime: Number.POSITIVE_INFINITY,
  },
);

export type CommentBankAction = { kind: 'add'; body: CommentBankAdd } | { kind: 'remove'; id: string };

export const useCommentBankAction = () =>
  useConsoleMutation(
    (action: CommentBankAction) =>
      action.kind === 'add'
        ? consoleChange(consoleCommentBankApi.add, { body: action.body })
        : consoleChange(consoleCommentBankApi.remove, { params: { id: action.id } }),
    (changed, queryClient) => queryClient.setQueryData(commentBankQuery.queryKey, changed.data),
  );
