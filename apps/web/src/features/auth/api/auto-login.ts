import type { AutoLoginRequest, SessionData, SessionResponse } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export async function autoLogin(body: AutoLoginRequest): Promise<SessionData> {
  const response = await apiPost<SessionResponse>('auto-login', body, { sessionExpiredDialog: false });
  if (!response.data) throw new Error('Auto-login answer without session');
  return response.data;
}

// Runs once per link id on load (StrictMode-safe through the query cache), never retried.
export const autoLoginQueryOptions = (body: AutoLoginRequest) =>
  queryOptions({
    queryKey: ['auto-login', body.id],
    queryFn: () => autoLogin(body),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useAutoLogin = (body: AutoLoginRequest, enabled: boolean) =>
  useQuery({ ...autoLoginQueryOptions(body), enabled });
