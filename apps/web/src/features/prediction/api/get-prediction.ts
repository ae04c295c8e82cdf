import { type Prediction, predictionApi } from '@portico/contract/prediction';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/**
 * The browser's zone, for the days to the exam. Read here rather than from lib/time-zone: the card is
 * loaded apart from the dashboard, and a chunk it shares with the page would be one more file the
 * dashboard's first download names (its budget, issue 39).
 */
function zone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const predictionQueryKey = (courseId: string) => ['prediction', courseId] as const;

/** GET prediction: the student's predicted scores in the course (decision 059). */
export const getPrediction = (courseId: string): Promise<Prediction> =>
  callData(predictionApi.prediction, { query: { id: courseId, tz: zone() } });

export const usePrediction = (courseId: string) =>
  useQuery({
    queryKey: predictionQueryKey(courseId),
    queryFn: () => getPrediction(courseId),
    staleTime: 30_000,
  });
