import type { EvaluationQueueItem } from '@portico/contract/console-evaluations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { evaluationQueueQuery } from '../api/evaluation-queue';
import { type GradingPlace, gradingPlace, startOfToday } from '../utils/grading-queue';
import { NOT_NARROWED } from '../utils/queue-narrowing';

/**
 * The open attempt's place in the waiting queue and the day's 'graded x of y' (the queue is asked
 * again after each save or release); null until the queue has come.
 */
export function useGradingQueue(item: EvaluationQueueItem): GradingPlace | null {
  const [since] = useState(startOfToday);
  const queue = useQuery(evaluationQueueQuery('waiting', NOT_NARROWED, since));
  if (!queue.data) return null;
  return gradingPlace(queue.data.items, item, queue.data.releasedSince ?? 0);
}
