import type { VideoInput, VideoList } from '@portico/contract/console-videos';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The company's dashboard videos and its courses. */
export const videosQuery = consoleQuery<VideoList>(['console', 'videos'], 'console/videos');

export type VideoAction =
  | { kind: 'save'; id?: string; body: VideoInput }
  | { kind: 'delete'; id: string }
  | { kind: 'reorder'; ids: string[] };

/** A video created, changed, deleted, or a section reordered; the list is read again after it. */
export function useVideoAction() {
  return useConsoleMutation(
    async (action: VideoAction) => {
      const res =
        action.kind === 'reorder'
          ? await consoleSend('POST', 'console/videos/reorder', { ids: action.ids })
          : action.kind === 'delete'
            ? await consoleSend('DELETE', itemPath('console/videos', action.id))
            : await consoleSend(
                action.id ? 'PUT' : 'POST',
                itemPath('console/videos', action.id),
                action.body,
              );
      return res.message ?? '';
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: videosQuery.queryKey }),
  );
}
