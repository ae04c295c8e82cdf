// @vitest-environment jsdom
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_FRESH_MS } from '../features/tenancy/api/get-company';
import { useCompany } from '../lib/company-context';
import { company } from '../test/company';
import { json, routeFetch } from '../test/route-fetch';
import { stubBrowser } from '../test/stub-browser';
import { CompanyGate } from './company-gate';
import type { AppRouter } from './router';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Page({ name }: { name: string }) {
  const c = useCompany();
  return (
    <main>
      <h1>{name}</h1>
      <p data-testid="brand">{c.companyName}</p>
    </main>
  );
}

describe('company settings reach an open portal', () => {
  it('shows a changed brand name on the next in-app navigation, asking again only once they are stale', async () => {
    let current: Company = { ...company, companyName: 'Old Academy' };
    const fetchMock = routeFetch({ 'GET getcompany': () => json(200, { success: true, data: current }) });
    const router = createMemoryRouter(
      [
        { path: '/one', element: <Page name="One" /> },
        { path: '/two', element: <Page name="Two" /> },
      ],
      { initialEntries: ['/one'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CompanyGate router={router as unknown as AppRouter} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('brand')).textContent).toBe('Old Academy');
    const calls = () => fetchMock.mock.calls.length;
    expect(calls()).toBe(1);

    // An admin saves a new name. A navigation while the settings are fresh asks nothing.
    current = { ...company, companyName: 'Bright Path Academy' };
    await act(() => router.navigate('/two'));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeTruthy();
    expect(calls()).toBe(1);

    // Past the fresh time, the next navigation asks again and the page shows the new name.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + COMPANY_FRESH_MS + 1);
    await act(() => router.navigate('/one'));
    expect(await screen.findByText('Bright Path Academy')).toBeTruthy();
    expect(calls()).toBe(2);
    // The same place again (no navigation) asks nothing more.
    await act(() => router.navigate('/one'));
    expect(calls()).toBe(2);
  });
});
