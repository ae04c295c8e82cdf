import type { MessageResponse } from '@portico/contract/envelope';
import type { PasswordUpdateRequest } from '@portico/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * spec 1 §7 PUT profilepasswordupdate: success shows the server message. The API ends the
 * student's other sessions; this one goes on (docs/decisions/006-profile.md).
 */
export const changePassword = (body: PasswordUpdateRequest) =>
  apiRequest<MessageResponse>('PUT', 'profilepasswordupdate', { body });

export const useChangePassword = () =>
  useMutation({ mutationKey: ['profile', 'password'], mutationFn: changePassword });
