import { type Prediction, predictionApi } from '@portico/contract/prediction';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';

export const predictionQueryKey = (courseId: string) => ['prediction', courseId] as const;

/** GET prediction: the student's predicted scores in the course (decision 059). */
export const getPrediction = (courseId: string): Promise<Prediction> =>
  callData(predictionApi.prediction, { query: { id: courseId, tz: browserTimeZone() } });

export const usePrediction = (courseId: string) =>
  useQuery({
    queryKey: predictionQueryKey(courseId),
    queryFn: () => getPrediction(courseId),
    staleTime: 30_000,
  });
