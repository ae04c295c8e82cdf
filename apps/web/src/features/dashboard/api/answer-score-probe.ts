import {
  type ScoreProbeRequest,
  type ScoreReportRecord,
  scoreReportApi,
} from '@portico/contract/score-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { scoreReportQueryKey } from './get-score-report';

/** Portico: POST dashboard/score-probe, the probe answered (either way) for this student for good. */
export const answerScoreProbe = (body: ScoreProbeRequest) => call(scoreReportApi.probe, { body });

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
