import { consoleQuestionsApi, type QuestionEdit } from '@portico/contract/console-questions';
import { consoleChange, consoleQuery, useConsoleMutation } from './console-call';

/** A question of a test as its editor opens it (issue 45). */
export const questionQuery = (testId: string, itemId: string) =>
  consoleQuery(['console', 'questions', testId, itemId], consoleQuestionsApi.view, {
    params: { id: testId, itemId },
  });

/** A question's texts and options saved; the editor then shows the question as the server has it. */
export const useSaveQuestion = (testId: string, itemId: string) =>
  useConsoleMutation(
    (body: QuestionEdit) => consoleChange(consoleQuestionsApi.save, { params: { id: testId, itemId }, body }),
    async (saved, queryClient) => {
      queryClient.setQueryData(questionQuery(testId, itemId).queryKey, saved.data);
      // The test's figures show the question's text and keys.
      await queryClient.invalidateQueries({ queryKey: ['console', 'item-analysis', testId] });
    },
  );
