import type { WalkInListRequest, WalkInListResponse } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** Registers the walk-in visitor and sends the OTP; answers the OTP request id. */
export async function walkInList(body: WalkInListRequest): Promise<string> {
  const response = await apiPost<WalkInListResponse>('walk-in/list', body, { sessionExpiredDialog: false });
  if (!response.data?.otpRequestId) throw new Error('OTP request id missing');
  return response.data.otpRequestId;
}

export const useWalkInList = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-list'], mutationFn: walkInList });
