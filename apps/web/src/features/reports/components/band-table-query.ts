import { type BandTable, reportsApi } from '@portico/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * spec 2 §7: the band conversion table of a test, fetched without a session and with a random
 * cache-busting value; a failed fetch leaves it empty (spec 2 §8). IELTS: the Listening and Reading
 * tables the server scores the test with (Academic or General Training Reading), so a report never
 * shows another test's table (decision 038).
 */
export const useBandTable = (testId: string) =>
  useQuery({
    queryKey: ['reports', 'band-table', testId],
    queryFn: async ({ signal }): Promise<BandTable | null> => {
      try {
        const response = await call(
          reportsApi.bandTable,
          { query: { testId, v: String(Math.random()) } },
          { signal },
        );
        return response.data ?? null;
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });
