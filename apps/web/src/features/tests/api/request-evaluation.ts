import { type EvaluationRequest, submitApi } from '@portico/contract/assessment-submit';
import type { LearningObject } from '@portico/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const requestEvaluation = (request: EvaluationRequest) =>
  call(submitApi.requestEvaluation, { body: request });

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
