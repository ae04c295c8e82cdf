import type { EvaluationRequest } from '@portico/contract/assessment-submit';
import type { MessageResponse } from '@portico/contract/envelope';
import type { LearningObject } from '@portico/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export const requestEvaluation = (request: EvaluationRequest) =>
  apiPost<MessageResponse>('evaluation-request', request);

/**
 * spec 2 §4: after a successful request the object's status becomes 0 (pending) and
 * showEvaluation true, in the cached list that holds it (a module's objects, the dashboard's list).
 */
export function useRequestEvaluation(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEvaluation,
    onSuccess: (_response, request) => {
      queryClient.setQueryData<LearningObject[]>(listKey, (objects) =>
        objects?.map((object) =>
          object.id === request.groupId ? { ...object, evaluationStatus: 0, showEvaluation: true } : object,
        ),
      );
    },
  });
}
