import type { TokenRequest } from '@portico/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { loadAuthApi, withoutSessionDialog } from './tables';

export const verifyResetToken = async (body: TokenRequest) =>
  call((await loadAuthApi()).checkResetToken, { body }, withoutSessionDialog);

// A query, not a mutation: it runs once per token on load (StrictMode's double effect
// reuses the cached answer) and never retries.
export const resetTokenQueryOptions = (body: TokenRequest) =>
  queryOptions({
    queryKey: ['reset-token', body.token],
    queryFn: () => verifyResetToken(body),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useVerifyResetToken = (body: TokenRequest) => useQuery(resetTokenQueryOptions(body));
