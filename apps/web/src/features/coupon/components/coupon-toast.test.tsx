// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { CouponForm } from './coupon-form';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

it("clears the stale 'This coupon has expired.' toast when a later coupon is applied (issue 12 §16)", async () => {
  const fetchMock = vi
    .fn()
    .mockReturnValueOnce(
      answer(400, { success: false, message: 'This coupon has expired.', errorCode: 'VALIDATION' }),
    )
    .mockReturnValueOnce(
      answer(200, {
        success: true,
        message: 'Coupon applied',
        data: { productTitle: 'French', expiresAt: '2026-12-31T00:00:00.000Z', courseIds: [] },
      }),
    );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications transitionDuration={0} />
        <CouponForm />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const submit = (code: string) => {
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  };
  submit('SPRING2026');
  expect(await screen.findByText('This coupon has expired.')).toBeTruthy();
  submit('FRENCH4FREE');
  expect(await screen.findByText('Coupon applied')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('This coupon has expired.')).toBeNull());
});
