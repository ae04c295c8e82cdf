import { consoleVideosApi as api, type VideoInput } from '@portico/contract/console-videos';
import {
  consoleMessage,
  consoleQuery,
  type RecordAction,
  sendRecordAction,
  useConsoleMutation,
} from './console-call';

/** The company's dashboard videos and its courses. */
export const videosQuery = consoleQuery(['console', 'videos'], api.list, {});

export type VideoAction = RecordAction<VideoInput> | { kind: 'reorder'; ids: string[] };

/** A video created, changed, deleted, or a section reordered; the list is read again after it. */
export const useVideoAction = () =>
  useConsoleMutation(
    (action: VideoAction) =>
      action.kind === 'reorder'
        ? consoleMessage(api.reorder, { body: { ids: action.ids } })
        : sendRecordAction(api, action),
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: videosQuery.queryKey }),
  );
