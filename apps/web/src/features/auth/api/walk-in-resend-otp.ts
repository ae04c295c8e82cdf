import type { WalkInResendRequest } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export const walkInResendOtp = async (body: WalkInResendRequest) =>
  call((await loadAuthApi()).walkInResend, { body }, withoutSessionDialog);

export const useWalkInResendOtp = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-resend-otp'], mutationFn: walkInResendOtp });
