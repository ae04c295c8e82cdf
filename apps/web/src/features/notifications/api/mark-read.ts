import type {
  UserActionReferenceType,
  UserActionRequest,
  UserActionResponse,
} from '@portico/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { notificationsQueryKey } from './get-notifications';

export const postUserAction = (request: UserActionRequest) =>
  apiPost<UserActionResponse>('user-actions', request);

/** spec 1 §4: the first open of an unread notification posts a read action, then the list refetches. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, referenceType }: { id: string; referenceType: UserActionReferenceType }) =>
      postUserAction({ referenceId: id, referenceType, objectType: referenceType, isRead: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey() }),
  });
}
