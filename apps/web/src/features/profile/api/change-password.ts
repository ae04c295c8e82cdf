import type { MessageResponse } from '@portico/contract/envelope';
import type { PasswordUpdateRequest } from '@portico/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/http';

/**
 * spec 1 §7 PUT profilepasswordupdate: success shows the server message. The API ends the
 * student's other sessions; this one goes on (docs/decisions/006-profile.md).
 */
export const changePassword = (body: PasswordUpdateRequest) =>
  apiRequest<MessageResponse>('PUT', 'profilepasswordupdate', { body });

/** A set password turns the profile's hasPassword true: it is fetched again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'password'],
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey, exact: true }),
  });
}
