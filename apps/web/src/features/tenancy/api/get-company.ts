import type { Company, GetCompanyQuery } from '@portico/contract/tenancy';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callData } from '../../../lib/api-client';
import { bootCompany } from '../../../lib/boot-company';

export async function getCompany(query: GetCompanyQuery): Promise<Company> {
  // The table loads with the call (decision 049 'The login route's budget'): the entry ships no zod.
  const { tenancyApi } = await import('@portico/contract/tenancy');
  return callData(tenancyApi.company, { query }, { sessionExpiredDialog: false });
}

/** How long the company's settings count as fresh: navigations within it ask nothing. */
export const COMPANY_FRESH_MS = 10_000;

export const companyQueryOptions = (query: GetCompanyQuery) =>
  queryOptions({
    queryKey: ['company', query.hostName ?? '', query.companyCode ?? ''],
    queryFn: () => getCompany(query),
    // The page already carries the host's company unless a companyCode names another one.
    initialData: () => {
      const company = bootCompany();
      return company && (!query.companyCode || query.companyCode === company.companyCode)
        ? company
        : undefined;
    },
    // Asked again on an in-app navigation once this old (decision 054): an admin's change reaches
    // an open portal on its next page, at most one call every few seconds, each a 304 while unchanged.
    staleTime: COMPANY_FRESH_MS,
  });

export const useCompanyQuery = (query: GetCompanyQuery) => useQuery(companyQueryOptions(query));

/**
 * Asks the company's settings again on each in-app navigation (a new path or query) when they are
 * no longer fresh, so a saved change of brand, colours or features shows on the student's next page.
 */
export function useCompanyOnNavigation(
  router: {
    subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;
  },
  query: GetCompanyQuery,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = `${window.location.pathname}${window.location.search}`;
    return router.subscribe(({ location }) => {
      const here = `${location.pathname}${location.search}`;
      if (here === last) return;
      last = here;
      void queryClient.prefetchQuery(companyQueryOptions(query));
    });
  }, [router, query, queryClient]);
}
