import type { UserActionReferenceType } from '@portico/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postUserAction } from '../../../lib/api/post-user-action';
import { notificationsQueryKey } from './get-notifications';

/** spec 1 §4: the first open of an unread notification posts a read action, then the list refetches. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, referenceType }: { id: string; referenceType: UserActionReferenceType }) =>
      postUserAction({ referenceId: id, referenceType, objectType: referenceType, isRead: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey() }),
  });
}
