import type { ConsoleMeaningTables, MeaningTableInput, ScoreExam } from '@portico/contract/score-meaning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleQuery, consoleSend } from './console-call';

/** Each exam's score-meaning table in force, whether the company changed it, and Portico's default. */
export const scoreMeaningsQuery = consoleQuery<ConsoleMeaningTables>(
  ['console', 'score-meanings'],
  'console/score-meanings',
);

export type MeaningAction = { exam: ScoreExam; table: MeaningTableInput | null };

/** A table saved (table) or back to the default (null); the list is read again after it. */
export function useMeaningAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ exam, table }: MeaningAction) => {
      const path = `console/score-meanings/${exam}`;
      const res = table ? await consoleSend('PUT', path, table) : await consoleSend('DELETE', path);
      return res.message ?? '';
    },
    onSuccess: () => client.invalidateQueries({ queryKey: scoreMeaningsQuery.queryKey }),
  });
}
