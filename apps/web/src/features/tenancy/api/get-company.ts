import type { Company, GetCompanyQuery, GetCompanyResponse } from '@portico/contract/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bootCompany } from '../../../lib/boot-company';
import { apiGet } from '../../../lib/http';

export async function getCompany(query: GetCompanyQuery): Promise<Company> {
  const response = await apiGet<GetCompanyResponse>('getcompany', { query, sessionExpiredDialog: false });
  if (!response.data) throw new Error('Company settings are missing');
  return response.data;
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
