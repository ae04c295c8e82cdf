import type { LearningObject, LearningObjectByIdResponse } from '@portico/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiGet } from '../../../lib/http';

/** spec 2 §7 GET get-learningobjectbyobjectid: one object with its status and access (deep links). */
export async function getLearningObject(id: string): Promise<LearningObject> {
  const response = await apiGet<LearningObjectByIdResponse>('get-learningobjectbyobjectid', {
    query: { id },
  });
  if (!response.data) throw new ApiError('No data', { status: 0, fromServer: false });
  return response.data;
}

export const useLearningObject = (id: string | null) =>
  useQuery({
    queryKey: ['learning', 'object', id ?? ''],
    queryFn: () => getLearningObject(id ?? ''),
    enabled: Boolean(id),
  });
