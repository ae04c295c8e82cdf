import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { evaluationFeedbackQuery } from '../api/instant-feedback';
import type { FeedbackAids } from '../components/instant-feedback-panel';
import { mayAskSecond, useAskSecondDialog } from '../components/second-marking-panel';

/**
 * The attempt's instant feedback beside its grading (issue 41), and the ask for a second marking
 * that a grade far from the band estimate opens with its note written; only for a member who may ask.
 */
export function useFeedbackAids(detail: EvaluationDetail, member: { id: string; role: string }) {
  const feedback = useQuery(evaluationFeedbackQuery(detail.item.id));
  const dialog = useAskSecondDialog();
  const byItem = useMemo(
    () => feedback.data && new Map(feedback.data.answers.map((a) => [a.itemId, a])),
    [feedback.data],
  );
  const aids: FeedbackAids = {
    byItem,
    failed: feedback.isError,
    askSecond: mayAskSecond(detail, member) ? dialog.open : undefined,
  };
  return { aids, dialog };
}
