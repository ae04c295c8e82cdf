import type { ScoreProbeRequest, ScoreReportRecord } from '@portico/contract/score-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { scoreReportQueryKey } from './get-score-report';

/** Portico: POST dashboard/score-probe, the probe answered (either way) for this student for good. */
export const answerScoreProbe = (body: ScoreProbeRequest) =>
  apiPost<{ success: true }>('dashboard/score-probe', body);

export function useAnswerScoreProbe() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['score-report', 'probe'],
    mutationFn: answerScoreProbe,
    // The record says so at once, so no other dashboard of this tab asks again.
    onMutate: () =>
      client.setQueryData<ScoreReportRecord>(scoreReportQueryKey, (record) =>
        record ? { ...record, probeAnswered: true } : record,
      ),
  });
}
