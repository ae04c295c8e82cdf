import { consoleNoticesApi as api, type NoticeInput } from '@portico/contract/console-notices';
import { consoleQuery, type RecordAction, sendRecordAction, useConsoleMutation } from './console-call';

/** The company's notifications and notice-board notices, each with its state now. */
export const noticesQuery = consoleQuery(['console', 'notices'], api.list, { query: {} });

export type NoticeAction = RecordAction<NoticeInput>;

/** A notice created, changed or deleted; the list is read again after it. */
export const useNoticeAction = () =>
  useConsoleMutation(
    (action: NoticeAction) => sendRecordAction(api, action),
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: noticesQuery.queryKey }),
  );
