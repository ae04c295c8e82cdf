import type { AutoLoginRequest, SessionData } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export async function autoLogin(body: AutoLoginRequest): Promise<SessionData> {
  return callData((await loadAuthApi()).autoLogin, { body }, withoutSessionDialog);
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
