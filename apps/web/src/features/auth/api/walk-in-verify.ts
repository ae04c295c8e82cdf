import type { SessionData, WalkInVerifyRequest } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export async function walkInVerify(body: WalkInVerifyRequest): Promise<SessionData> {
  return callData((await loadAuthApi()).walkInVerify, { body }, withoutSessionDialog);
}

export const useWalkInVerify = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-verify'], mutationFn: walkInVerify });
