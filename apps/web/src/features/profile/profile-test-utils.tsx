import { MantineProvider } from '@mantine/core';
import type { Profile } from '@portico/contract/profile';
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { CompanyContext } from '../../lib/company-context';
import { company } from '../../test/company';

/** Shared by the profile tests: providers, a fetch answered per path, and fixtures. */

export { company };

export const STUDENT = '5b7c1d2e-0000-4a1b-8c2d-00000000a001';
export const HINDI = '5b7c1d2e-0000-4a1b-8c2d-00000000b001';
export const TAMIL = '5b7c1d2e-0000-4a1b-8c2d-00000000b002';

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: STUDENT,
  studentName: 'Meera Iyer',
  emailId: 'meera@example.test',
  mobileNumber: '9812345678',
  dialCode: '91',
  countryCode: 'in',
  address: '12 Lake Road',
  preferedLanguage: '',
  profileImage: '',
  cityName: 'Chennai',
  companyCode: 'portico',
  hasPassword: true,
  batchDatesUrl: '',
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = Response | ((init: RequestInit) => Response | Promise<Response>);

/** fetch answered by path (without /api/ and query); unknown paths fail the test loudly. */
export function routeFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path =
      String(input)
        .replace(/^\/api\//, '')
        .split('?')[0] ?? '';
    const answer = answers[`${init.method ?? 'GET'} ${path}`];
    if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${path}`);
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const defaultAnswers = (p: Profile = profile()): Record<string, Answer> => ({
  'GET getprofile': json(200, { success: true, data: [p] }),
  'GET get-metadata': json(200, {
    success: true,
    data: {
      metaList: [
        { id: HINDI, name: 'Hindi', isActive: true },
        { id: TAMIL, name: 'Tamil', isActive: true },
      ],
    },
  }),
  'GET getproducts': json(200, {
    success: true,
    data: [{ id: 'p1', title: 'IELTS Academic', expiresAt: '2030-03-12T00:00:00.000Z', expired: false }],
  }),
});

/** Calls other than the page's reads. */
export const writes = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

export function renderWithProviders(ui: ReactNode, withCompany: Company = company) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={withCompany}>
          <MemoryRouter initialEntries={['/profile']}>{ui}</MemoryRouter>
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

export { stubBrowser } from '../../test/stub-browser';
