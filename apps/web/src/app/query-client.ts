import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Refused requests (4xx) are answers, not glitches: never retried. */
const retry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a read is tried even when the browser says it is offline, so Portico's service
    // worker can answer it from the device (decision 073); only its retries wait for the network.
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry, networkMode: 'offlineFirst' },
    mutations: { retry: false },
  },
});
