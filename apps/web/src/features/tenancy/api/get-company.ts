import type { Company, GetCompanyQuery } from '@portico/contract/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';
import { bootCompany } from '../../../lib/boot-company';

export async function getCompany(query: GetCompanyQuery): Promise<Company> {
  // The table loads with the call (decision 049 'The login route's budget'): the entry ships no zod.
  const { tenancyApi } = await import('@portico/contract/tenancy');
  return callData(tenancyApi.company, { query }, { sessionExpiredDialog: false });
}

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
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCompanyQuery = (query: GetCompanyQuery) => useQuery(companyQueryOptions(query));
