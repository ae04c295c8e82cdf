import type { MessageResponse } from '@portico/contract/envelope';
import type { ProfileUpdateBody } from '@portico/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/http';

/** spec 1 §7 PUT profileupdate: success shows 'Updated Successfully!' (the server's message). */
export const updateProfile = (body: ProfileUpdateBody) =>
  apiRequest<MessageResponse>('PUT', 'profileupdate', { body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey, exact: true }),
  });
}
