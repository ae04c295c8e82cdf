import { type ScoreReportRequest, scoreReportApi } from '@portico/contract/score-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { scoreReportQueryKey } from './get-score-report';

/** spec 1 §7 POST dashboard/trf-details: success shows 'Updated Successfully' (the server's message). */
export const submitScoreReport = (body: ScoreReportRequest) => call(scoreReportApi.submit, { body });

export function useSubmitScoreReport() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['score-report', 'submit'],
    mutationFn: submitScoreReport,
    onSuccess: (response) => {
      if (response.data) client.setQueryData(scoreReportQueryKey, response.data);
      return client.invalidateQueries({ queryKey: scoreReportQueryKey, exact: true });
    },
  });
}
