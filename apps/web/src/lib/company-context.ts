import type { Company } from '@portico/contract/tenancy';
import { createContext, useContext } from 'react';

export const CompanyContext = createContext<Company | null>(null);

/** The company resolved at start; every page renders below the boot gate that provides it. */
export function useCompany(): Company {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompany must be used below the company boot gate');
  return company;
}
