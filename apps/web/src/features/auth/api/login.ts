import type { LoginRequest, SessionData } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export async function login(body: LoginRequest): Promise<SessionData> {
  // A wrong password answers BAD_CREDENTIALS, shown on the form, never the expiry dialog.
  return callData((await loadAuthApi()).login, { body }, withoutSessionDialog);
}

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
