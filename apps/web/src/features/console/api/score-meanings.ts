import { type MeaningTableInput, type ScoreExam, scoreMeaningApi } from '@portico/contract/score-meaning';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client';

import { quiet } from './console';

/** Each exam's score-meaning table in force, whether the company changed it, and Portico's default. */
export const scoreMeaningsQuery = queryOptions({
  queryKey: ['console', 'score-meanings'],
  queryFn: ({ signal }) => callData(scoreMeaningApi.consoleTables, undefined, { signal, ...quiet }),
});

export type MeaningAction = { exam: ScoreExam; table: MeaningTableInput | null };

/** A table saved (table) or back to the default (null); the list is read again after it. */
export function useMeaningAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ exam, table }: MeaningAction) => {
      const params = { exam };
      const res = table
        ? await call(scoreMeaningApi.saveTable, { params, body: table }, quiet)
        : await call(scoreMeaningApi.resetTable, { params }, quiet);
      return res.message ?? '';
    },
    onSuccess: () => client.invalidateQueries({ queryKey: scoreMeaningsQuery.queryKey }),
  });
}
