import type { AboutPageInput, ContentPages, IntroStepInput } from '@portico/contract/console-pages';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The company's About us pages and intro steps. */
export const contentPagesQuery = consoleQuery<ContentPages>(['console', 'pages'], 'console/pages');

export type PageAction =
  | { kind: 'about'; id?: string; body: AboutPageInput }
  | { kind: 'intro'; id?: string; body: IntroStepInput }
  | { kind: 'delete'; of: 'about' | 'intro'; id: string };

/** An about page or intro step saved or deleted; the lists are read again after it. */
export function usePageAction() {
  return useConsoleMutation(
    async (action: PageAction) => {
      const of = action.kind === 'delete' ? action.of : action.kind;
      const path = itemPath(`console/pages/${of}`, action.id);
      const res =
        action.kind === 'delete'
          ? await consoleSend('DELETE', path)
          : await consoleSend(action.id ? 'PUT' : 'POST', path, action.body);
      return res.message ?? '';
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: contentPagesQuery.queryKey }),
  );
}
