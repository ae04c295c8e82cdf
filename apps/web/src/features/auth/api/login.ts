import type { LoginRequest, SessionData, SessionResponse } from '@portico/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export async function login(body: LoginRequest): Promise<SessionData> {
  // A wrong password answers BAD_CREDENTIALS, shown on the form, never the expiry dialog.
  const response = await apiPost<SessionResponse>('login', body, { sessionExpiredDialog: false });
  if (!response.data) throw new Error('Login answer without session');
  return response.data;
}

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
