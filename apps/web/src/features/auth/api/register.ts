import type { RegisterRequest } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

/** The account is verified by the e-mailed link before login; the answer's message says so. */
export const register = async (body: RegisterRequest) =>
  call((await loadAuthApi()).register, { body }, withoutSessionDialog);

export const useRegister = () => useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
