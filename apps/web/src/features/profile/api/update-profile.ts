import type { MessageResponse } from '@portico/contract/envelope';
import type { ProfileUpdateBody } from '@portico/contract/profile';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** spec 1 §7 PUT profileupdate: success shows 'Updated Successfully!' (the server's message). */
export const updateProfile = (body: ProfileUpdateBody) =>
  apiRequest<MessageResponse>('PUT', 'profileupdate', { body });

export const useUpdateProfile = () =>
  useRefreshingMutation(['profile', 'update'], updateProfile, profileQueryKey);
