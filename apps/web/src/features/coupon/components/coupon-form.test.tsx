// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { COUPON_FAILURE, CouponForm, couponCodeError, EMPTY_COUPON } from './coupon-form';

const show = vi.hoisted(() => vi.fn());
const hide = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show, hide } }));

const COURSE = '7d1f9a40-3b2c-4e1d-9f7a-5c6b8a9d0e11';

beforeAll(stubBrowser);

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  show.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('portico.courseId', JSON.stringify(COURSE));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CouponForm />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { invalidate };
}

const submit = (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

describe('coupon validation (spec 2 §5)', () => {
  it('an empty or blank code is refused with the info message', () => {
    expect(couponCodeError('')).toBe(EMPTY_COUPON);
    expect(couponCodeError('   ')).toBe(EMPTY_COUPON);
    expect(couponCodeError(' SAVE10 ')).toBeNull();
  });

  it('submitting an empty code shows the message and makes no call', async () => {
    renderForm();
    submit('  ');
    expect(await screen.findByText('Please enter coupon code')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('coupon form', () => {
  it('sends the trimmed code with the course, shows the server message in a green alert and refreshes access', async () => {
    fetchMock.mockReturnValue(
      answer(200, {
        success: true,
        message: 'Coupon applied. Your plan now includes IELTS Complete.',
        data: { productTitle: 'IELTS Complete', expiresAt: '2030-01-01T00:00:00.000Z', courseIds: [COURSE] },
      }),
    );
    const { invalidate } = renderForm();
    submit(' SAVE10 ');
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('Coupon applied. Your plan now includes IELTS Complete.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/coupon');
    expect(JSON.parse(init.body as string)).toEqual({ couponCode: 'SAVE10', courseId: COURSE });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['learning'] }));
  });

  it('disables the button while the call runs', async () => {
    let resolve: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    renderForm();
    submit('SAVE10');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Apply/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    resolve(new Response(JSON.stringify({ success: true, message: 'Done' }), { status: 200 }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('success false: the server message as an error toast', async () => {
    fetchMock.mockReturnValue(
      answer(409, { success: false, message: 'This coupon has expired', errorCode: 'CONFLICT' }),
    );
    renderForm();
    submit('OLD');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        id: 'coupon-error',
        color: 'red',
        message: 'This coupon has expired',
      }),
    );
  });

  it('a failed call: the fixed text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    submit('SAVE10');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ id: 'coupon-error', color: 'red', message: COUPON_FAILURE }),
    );
    expect(COUPON_FAILURE).toBe('Something went wrong. Please try again later');
  });
});
