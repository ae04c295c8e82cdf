import type { ConsoleMeaningTables, MeaningTableInput, ScoreExam } from '@portico/contract/score-meaning';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { dataOf, quiet } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** Each exam's score-meaning table in force, whether the company changed it, and Portico's default. */
export const scoreMeaningsQuery = queryOptions({
  queryKey: ['console', 'score-meanings'],
  queryFn: async ({ signal }): Promise<ConsoleMeaningTables> =>
    dataOf(
      (await apiGet<Envelope<ConsoleMeaningTables>>('console/score-meanings', { signal, ...quiet })).data,
    ),
});

export type MeaningAction = { exam: ScoreExam; table: MeaningTableInput | null };

/** A table saved (table) or back to the default (null); the list is read again after it. */
export function useMeaningAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ exam, table }: MeaningAction) => {
      const path = `console/score-meanings/${exam}`;
      const res = table
        ? await apiRequest<Envelope<ConsoleMeaningTables>>('PUT', path, { body: table, ...quiet })
        : await apiRequest<Envelope<ConsoleMeaningTables>>('DELETE', path, quiet);
      return res.message ?? '';
    },
    onSuccess: () => client.invalidateQueries({ queryKey: scoreMeaningsQuery.queryKey }),
  });
}
