import type { NoticeInput, NoticeList } from '@portico/contract/console-notices';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The company's notifications and notice-board notices, each with its state now. */
export const noticesQuery = consoleQuery<NoticeList>(['console', 'notices'], 'console/notices');

export type NoticeAction = { kind: 'save'; id?: string; body: NoticeInput } | { kind: 'delete'; id: string };

/** A notice created, changed or deleted; the list is read again after it. */
export function useNoticeAction() {
  return useConsoleMutation(
    async (action: NoticeAction) => {
      const path = itemPath('console/notices', action.id);
      const res =
        action.kind === 'delete'
          ? await consoleSend('DELETE', path)
          : await consoleSend(action.id ? 'PUT' : 'POST', path, action.body);
      return res.message ?? '';
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: noticesQuery.queryKey }),
  );
}
