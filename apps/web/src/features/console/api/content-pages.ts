import {
  type AboutPageInput,
  consolePagesApi as api,
  type IntroStepInput,
} from '@portico/contract/console-pages';
import { consoleQuery, sendRecordAction, useConsoleMutation } from './console-call';

/** The company's About us pages and intro steps. */
export const contentPagesQuery = consoleQuery(['console', 'pages'], api.list, {});

export type PageAction =
  | { kind: 'about'; id?: string; body: AboutPageInput }
  | { kind: 'intro'; id?: string; body: IntroStepInput }
  | { kind: 'delete'; of: 'about' | 'intro'; id: string };

const sendPageAction = (action: PageAction) => {
  switch (action.kind) {
    case 'about':
      return sendRecordAction(api.about, { kind: 'save', id: action.id, body: action.body });
    case 'intro':
      return sendRecordAction(api.intro, { kind: 'save', id: action.id, body: action.body });
    default:
      return sendRecordAction(api[action.of], { kind: 'delete', id: action.id });
  }
};

/** An about page or intro step saved or deleted; the lists are read again after it. */
export const usePageAction = () =>
  useConsoleMutation(sendPageAction, (_, queryClient) =>
    queryClient.invalidateQueries({ queryKey: contentPagesQuery.queryKey }),
  );
