import type { TokenRequest } from '@portico/contract/auth';
import type { MessageResponse } from '@portico/contract/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export const verifyResetToken = (body: TokenRequest) =>
  apiPost<MessageResponse>('forgetpwd-verify', body, { sessionExpiredDialog: false });

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
