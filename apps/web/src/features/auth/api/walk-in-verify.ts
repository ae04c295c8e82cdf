import type { SessionData, SessionResponse, WalkInVerifyRequest } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export async function walkInVerify(body: WalkInVerifyRequest): Promise<SessionData> {
  const response = await apiPost<SessionResponse>('walk-in/verify', body, { sessionExpiredDialog: false });
  if (!response.data) throw new Error('Verify answer without session');
  return response.data;
}

export const useWalkInVerify = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-verify'], mutationFn: walkInVerify });
