import { type CareerRecord, type CareerSaveRequest, careerApi } from '@portico/contract/career';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { careerKey } from './get-career';

/**
 * spec 3 §7 POST (no record yet) or PUT capstone/career: a LinkedIn address, or a comment
 * (JSON-stringified). Answers the server's message and the record as it is now.
 */
export async function saveCareer(
  body: CareerSaveRequest,
  exists: boolean,
): Promise<{ message: string; record: CareerRecord }> {
  const response = await call(exists ? careerApi.save : careerApi.create, { body });
  if (!response.data) throw new Error('capstone/career answered no record');
  return { message: response.message ?? '', record: response.data };
}

/** The record on screen takes the answer; the project list's statuses are fetched again. */
export function useSaveCareer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['career', 'save', id],
    mutationFn: ({ body, exists }: { body: CareerSaveRequest; exists: boolean }) => saveCareer(body, exists),
    onSuccess: ({ record }) => {
      client.setQueryData(careerKey(id), record);
      void client.invalidateQueries({ queryKey: ['learning', 'career', 'projects'] });
    },
  });
}
