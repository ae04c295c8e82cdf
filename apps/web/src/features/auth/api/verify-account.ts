import type { VerifyRequest } from '@portico/contract/auth';
import type { MessageResponse } from '@portico/contract/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

export const verifyAccount = (body: VerifyRequest) =>
  apiPost<MessageResponse>('verify', body, { sessionExpiredDialog: false });

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
