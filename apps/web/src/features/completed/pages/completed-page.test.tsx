// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { stubBrowser } from '../../../test/stub-browser';
import { CompletedPage } from './completed-page';

beforeAll(stubBrowser);

const company = {
  companyCode: 'portico',
  accountId: 'acc-1',
  companyName: 'Portico Academy',
  shortName: 'Portico',
  logoURL: '',
  logoIconURL: '',
  copyRight: '© Portico',
} as Company;

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const fetchMock = vi.fn((_input: string) =>
  Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  (window as { __xss?: number }).__xss = undefined;
});
afterEach(cleanup);

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/completed/:id', element: <CompletedPage /> },
      { path: '/select-course', element: <p>My Courses page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <RouterProvider router={router} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const paid =
  '<h2>Thank you for your purchase!</h2><p>Your payment of <strong>₹4,999</strong> for ' +
  '<strong>IELTS Complete Pack</strong> was successful.</p>' +
  '<p>The course is now in My Courses. <a href="/select-course">Go to My Courses</a></p>';

describe('completed page (spec 3 §2)', () => {
  it('sends the company code and the route id, and shows the server message', async () => {
    answer = { status: 200, body: { success: true, message: paid } };
    renderAt('/completed/demo-order-paid');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your purchase!' }, { timeout: 5000 }),
    ).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://portal.test');
    expect(url.pathname).toBe('/api/completed');
    expect(url.searchParams.get('companyCode')).toBe('portico');
    expect(url.searchParams.get('token')).toBe('demo-order-paid');
    expect(screen.getByText('₹4,999')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('follows the message’s link to My Courses inside the portal', async () => {
    answer = { status: 200, body: { success: true, message: paid } };
    const router = renderAt('/completed/demo-order-paid');
    fireEvent.click(await screen.findByRole('link', { name: 'Go to My Courses' }));
    expect(await screen.findByText('My Courses page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/select-course');
  });

  it('shows the error message in an alert for an unknown token', async () => {
    answer = {
      status: 404,
      body: { success: false, message: 'This payment link is not valid.', errorCode: 'NOT_FOUND' },
    };
    renderAt('/completed/bogus');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This payment link is not valid.');
  });

  it('renders a hostile message inert', async () => {
    answer = {
      status: 200,
      body: {
        success: true,
        message:
          '<p>Thanks</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
          '<a href="javascript:window.__xss=3">pay again</a>',
      },
    };
    renderAt('/completed/x');
    const text = await screen.findByText('Thanks');
    const box = text.parentElement as HTMLElement;
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.innerHTML).not.toMatch(/javascript:|__xss/i);
    fireEvent.click(screen.getByText('pay again'));
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
