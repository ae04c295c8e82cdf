import type { WalkInListRequest, WalkInListResponse, WalkInOtpSent } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** Sends the walk-in visitor an OTP; answers its request id and the channels it really went to. */
export async function walkInList(body: WalkInListRequest): Promise<WalkInOtpSent> {
  const response = await apiPost<WalkInListResponse>('walk-in/list', body, { sessionExpiredDialog: false });
  if (!response.data?.otpRequestId) throw new Error('OTP request id missing');
  return response.data;
}

export const useWalkInList = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-list'], mutationFn: walkInList });
