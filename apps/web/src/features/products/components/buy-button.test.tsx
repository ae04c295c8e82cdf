// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { BuyButton, PURCHASE_FAILED } from './buy-button';

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = { id: '9a8b7c6d-0000-4e1f-8a2b-000000000001', slug: 'gre-complete', title: 'GRE Complete' };

function renderButton(props: { signedIn: boolean; enrolled?: boolean; hideHeader?: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: '/product/:slug',
        element: (
          <BuyButton
            product={product}
            signedIn={props.signedIn}
            enrolled={props.enrolled ?? false}
            hideHeader={props.hideHeader ?? false}
          />
        ),
      },
      { path: '/checkout/:token', element: <p>checkout page</p> },
    ],
    { initialEntries: ['/product/gre-complete'] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('Buy (spec 3 §2 Products, §4 Purchase, §5, §8)', () => {
  it('signed out, links to the login with the product to come back to and hideHeader', () => {
    renderButton({ signedIn: false, hideHeader: true });
    const link = screen.getByRole('link', { name: 'Buy GRE Complete' });
    expect(link.getAttribute('href')).toBe(
      `/login/?rurl=${encodeURIComponent('/product/gre-complete?hideHeader=true')}&hideHeader=true`,
    );
  });

  it("shows 'Enrolled', disabled, when the student holds the product", () => {
    routeFetch({});
    renderButton({ signedIn: true, enrolled: true });
    expect((screen.getByRole('button', { name: 'Enrolled' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Buy GRE Complete' })).toBeNull();
  });

  it('is disabled while the purchase is in flight, then goes to the returned address', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = routeFetch({ 'POST purchase': () => new Promise<Response>((r) => (answer = r)) });
    const router = renderButton({ signedIn: true });
    const buy = screen.getByRole('button', { name: 'Buy GRE Complete' }) as HTMLButtonElement;
    fireEvent.click(buy);
    await waitFor(() => expect(buy.disabled).toBe(true));
    fireEvent.click(buy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ productId: product.id });
    answer(json(200, { success: true, data: { returnUrl: '/checkout/abc' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/abc'));
  });

  it('toasts the server message, or the spec text when there is none, and can be tried again', async () => {
    routeFetch({
      'POST purchase': json(409, {
        success: false,
        message: 'You are already enrolled in this product.',
        errorCode: 'CONFLICT',
      }),
    });
    renderButton({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Buy GRE Complete' }));
    expect(await screen.findByText('You are already enrolled in this product.')).toBeTruthy();
    cleanup();
    routeFetch({ 'POST purchase': json(500, { success: false, message: 'boom', errorCode: 'INTERNAL' }) });
    renderButton({ signedIn: true });
    const buy = screen.getByRole('button', { name: 'Buy GRE Complete' }) as HTMLButtonElement;
    fireEvent.click(buy);
    expect(await screen.findByText(PURCHASE_FAILED)).toBeTruthy();
    expect(buy.disabled).toBe(false);
  });
});
