import type { ResetPasswordRequest } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export const resetPassword = async (body: ResetPasswordRequest) =>
  call((await loadAuthApi()).resetPassword, { body }, withoutSessionDialog);

export const useResetPassword = () =>
  useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
