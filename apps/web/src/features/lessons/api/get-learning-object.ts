import { type LearningObject, learningApi } from '@portico/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** spec 2 §7 GET get-learningobjectbyobjectid: one object with its status and access (deep links). */
export const getLearningObject = (id: string): Promise<LearningObject> =>
  callData(learningApi.objectById, { query: { id } });

export const useLearningObject = (id: string | null) =>
  useQuery({
    queryKey: ['learning', 'object', id ?? ''],
    queryFn: () => getLearningObject(id ?? ''),
    enabled: Boolean(id),
  });
