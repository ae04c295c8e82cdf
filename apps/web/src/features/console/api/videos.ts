import type { ConsoleVideo, VideoInput, VideoList } from '@portico/contract/console-videos';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The company's dashboard videos and its courses. */
export const videosQuery = queryOptions({
  queryKey: ['console', 'videos'],
  queryFn: async ({ signal }): Promise<VideoList> =>
    dataOf((await apiGet<Envelope<VideoList>>('console/videos', { signal, ...quiet })).data),
});

export type VideoAction =
  | { kind: 'save'; id?: string; body: VideoInput }
  | { kind: 'delete'; id: string }
  | { kind: 'reorder'; ids: string[] };

/** A video created, changed, deleted, or a section reordered; the list is read again after it. */
export function useVideoAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: VideoAction) => {
      if (action.kind === 'reorder')
        return (
          (
            await apiRequest<Envelope<VideoList>>('POST', 'console/videos/reorder', {
              body: { ids: action.ids },
              ...quiet,
            })
          ).message ?? ''
        );
      const path = action.id ? `console/videos/${encodeURIComponent(action.id)}` : 'console/videos';
      const res =
        action.kind === 'delete'
          ? await apiRequest<Envelope<null>>('DELETE', path, quiet)
          : await apiRequest<Envelope<ConsoleVideo>>(action.id ? 'PUT' : 'POST', path, {
              body: action.body,
              ...quiet,
            });
      return res.message ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQuery.queryKey }),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
