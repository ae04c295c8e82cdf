import type { MessageResponse } from '@portico/contract/envelope';
import type { PasswordUpdateRequest } from '@portico/contract/profile';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { apiRequest } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/**
 * spec 1 §7 PUT profilepasswordupdate: success shows the server message. The API ends the
 * student's other sessions; this one goes on (docs/decisions/006-profile.md).
 */
export const changePassword = (body: PasswordUpdateRequest) =>
  apiRequest<MessageResponse>('PUT', 'profilepasswordupdate', { body });

/** A set password turns the profile's hasPassword true: it is fetched again. */
export const useChangePassword = () =>
  useRefreshingMutation(['profile', 'password'], changePassword, profileQueryKey);
