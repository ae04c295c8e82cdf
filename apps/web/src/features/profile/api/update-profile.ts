import type { MessageResponse } from '@portico/contract/envelope';
import type { ProfileUpdateRequestSchema } from '@portico/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/http';
import { profileQueryKey } from './get-profile';

/** Optional fields left out stay as they are (docs/decisions/006-profile.md). */
export type ProfileUpdateBody = z.input<typeof ProfileUpdateRequestSchema>;

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
