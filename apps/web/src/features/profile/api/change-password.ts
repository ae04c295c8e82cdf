import { type PasswordUpdateRequest, profileApi } from '@portico/contract/profile';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/**
 * spec 1 §7 PUT profilepasswordupdate: success shows the server message. The API ends the
 * student's other sessions; this one goes on (docs/decisions/006-profile.md).
 */
export const changePassword = (body: PasswordUpdateRequest) => call(profileApi.changePassword, { body });

/** A set password turns the profile's hasPassword true: it is fetched again. */
export const useChangePassword = () =>
  useRefreshingMutation(['profile', 'password'], changePassword, profileQueryKey);
