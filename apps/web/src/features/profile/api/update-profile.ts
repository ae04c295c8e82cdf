import { type ProfileUpdateBody, profileApi } from '@portico/contract/profile';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** spec 1 §7 PUT profileupdate: success shows 'Updated Successfully!' (the server's message). */
export const updateProfile = (body: ProfileUpdateBody) => call(profileApi.update, { body });

export const useUpdateProfile = () =>
  useRefreshingMutation(['profile', 'update'], updateProfile, profileQueryKey);
