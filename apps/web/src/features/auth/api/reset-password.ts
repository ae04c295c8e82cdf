import type { ResetPasswordRequest } from '@portico/contract/auth';
import type { MessageResponse } from '@portico/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiPost<MessageResponse>('reset-password', body, { sessionExpiredDialog: false });

export const useResetPassword = () =>
  useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
