import type { ForgetRequest } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

/** Same answer for known and unknown accounts (no account probing). */
export const forget = async (body: ForgetRequest) =>
  call((await loadAuthApi()).forget, { body }, withoutSessionDialog);

export const useForget = () => useMutation({ mutationKey: ['auth', 'forget'], mutationFn: forget });
