import type { WalkInListRequest, WalkInOtpSent } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

/** Sends the walk-in visitor an OTP; answers its request id and the channels it really went to. */
export async function walkInList(body: WalkInListRequest): Promise<WalkInOtpSent> {
  return callData((await loadAuthApi()).walkInList, { body }, withoutSessionDialog);
}

export const useWalkInList = () =>
  useMutation({ mutationKey: ['auth', 'walk-in-list'], mutationFn: walkInList });
