import type { VerifyRequest } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export const verifyAccount = async (body: VerifyRequest) =>
  call((await loadAuthApi()).verify, { body }, withoutSessionDialog);

// Verification links are single use: one call per id, cached, never retried (StrictMode-safe).
export const verifyAccountQueryOptions = (body: VerifyRequest) =>
  queryOptions({
    queryKey: ['verify-account', body.id],
    queryFn: () => verifyAccount(body),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useVerifyAccount = (body: VerifyRequest) => useQuery(verifyAccountQueryOptions(body));
