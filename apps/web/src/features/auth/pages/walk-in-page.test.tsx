// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { stubBrowser } from '../../../test/stub-browser';
import { WalkInPage } from './walk-in-page';

beforeAll(stubBrowser);

const company = (over: Partial<Company> = {}) =>
  ({
    companyCode: 'portico',
    accountId: 'acc-1',
    companyName: 'Portico Academy',
    shortName: 'Portico',
    logoURL: '',
    logoIconURL: '',
    copyRight: '© Portico',
    hideRegistration: false,
    ...over,
  }) as Company;

/** The channels the API says the code went to (decision 012). */
let channels: ('email' | 'sms')[] = ['email', 'sms'];

const fetchMock = vi.fn((input: string, _init?: RequestInit) => {
  const body = String(input).endsWith('walk-in/list')
    ? {
        success: true,
        message: channels.includes('sms')
          ? 'We have sent a 6-digit OTP to your e-mail address and mobile number.'
          : 'We have sent a 6-digit OTP to your e-mail address.',
        data: { otpRequestId: '5f0c6a8e-2d4b-4f5e-9a6b-1c2d3e4f5a6b', channels },
      }
    : {};
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
});

beforeEach(() => {
  channels = ['email', 'sms'];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

function renderPage(value: Company) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/walk-in', element: <WalkInPage /> },
      { path: '/', element: <p>Login page</p> },
    ],
    { initialEntries: ['/walk-in'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={value}>
          <RouterProvider router={router} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const walkInCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('walk-in/'));

describe('walk-in page (spec 1 §2 Walk-in)', () => {
  it('on a company with closed registration says so, offers Login and has no form', async () => {
    const router = renderPage(company({ hideRegistration: true }));
    expect(screen.getByRole('heading', { name: 'Registration is disabled.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    expect(screen.queryByLabelText('EmailId')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?ref=walk-in');
    expect(walkInCalls()).toEqual([]);
  });

  it('on an open company asks for the details, then for the OTP, saying where an account gets it', async () => {
    renderPage(company());
    expect(screen.getByRole('heading', { name: 'Get Started Now' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran Rao' } });
    fireEvent.change(screen.getByLabelText('EmailId'), { target: { value: 'kiran@example.test' } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: "Verify it's you" })).toBeTruthy();
    expect(
      screen.getByText(/If you already have an account, we sent it to the e-mail address and mobile number/),
    ).toBeTruthy();
    expect(walkInCalls().map(([url]) => String(url))).toEqual([expect.stringMatching(/walk-in\/list$/)]);
  });

  it("asks for the number in the company's country and sends it in E.164 (decision 016)", async () => {
    renderPage(company({ defaultCountryCode: 'ae', defaultDialCode: '971' }));
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', 'AE');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran Rao' } });
    fireEvent.change(screen.getByLabelText('EmailId'), { target: { value: 'kiran@example.test' } });
    // A valid 9-digit UAE mobile, typed in its local form with the trunk 0.
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '0501234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: "Verify it's you" })).toBeTruthy();
    const [, init] = walkInCalls()[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ mobileNumber: '+971501234567' });
    // The OTP step names the number with its country code.
    expect(screen.getByText('+971 50 123 4567')).toBeTruthy();
  });

  it("says 'Invalid Mobile Number!' for a number that is not one of its country", async () => {
    renderPage(company());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran Rao' } });
    fireEvent.change(screen.getByLabelText('EmailId'), { target: { value: 'kiran@example.test' } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Invalid Mobile Number!')).toBeTruthy();
    expect(walkInCalls()).toEqual([]);
  });

  it('speaks only of the e-mail when the code was not sent by SMS', async () => {
    channels = ['email'];
    renderPage(company());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran Rao' } });
    fireEvent.change(screen.getByLabelText('EmailId'), { target: { value: 'kiran@example.test' } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9123456780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: "Verify it's you" })).toBeTruthy();
    expect(screen.getByText(/Please enter the OTP we sent to your e-mail address/)).toBeTruthy();
    expect(
      screen.getByText(/If you already have an account, we sent it to the e-mail address of that account\./),
    ).toBeTruthy();
    expect(screen.queryByText(/mobile/i)).toBeNull();
    expect(screen.queryByText('9123456780')).toBeNull();
  });
});
