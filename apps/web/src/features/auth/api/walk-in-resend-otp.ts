import type { WalkInResendRequest } from '@portico/contract/auth';
import type { MessageResponse } from '@portico/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export const walkInResendOtp = (body: WalkInResendRequest) =>
  apiPost<MessageResponse>('walk-in/resend-otp', body, { sessionExpiredDialog: false });

export const useWalkInResendOtp = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-resend-otp'], mutationFn: walkInResendOtp });
