import type { Checkout, PaymentVerifyRequest, Product, UserProduct } from '@portico/contract/products';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** spec 3 §7 GET products: the company's products (the host decides the company). */
export const useProducts = (companyCode: string) =>
  useQuery({
    queryKey: ['products', companyCode],
    queryFn: async () =>
      (await apiGet<Envelope<Product[]>>('products', { query: { companyCode }, sessionExpiredDialog: false }))
        .data ?? [],
  });

/** spec 3 §7 GET products/details: one product by its slug. */
export const useProduct = (companyCode: string, slug: string) =>
  useQuery({
    queryKey: ['products', companyCode, slug],
    queryFn: async () => {
      const res = await apiGet<Envelope<Product>>('products/details', {
        query: { companyCode, slug },
        sessionExpiredDialog: false,
      });
      if (!res.data) throw new Error('This product is not available.');
      return res.data;
    },
  });

/** spec 3 §7 GET user-products: only when a session exists. */
export const useUserProducts = (signedIn: boolean) =>
  useQuery({
    queryKey: ['user-products'],
    queryFn: async () => (await apiGet<Envelope<UserProduct[]>>('user-products')).data ?? [],
    enabled: signedIn,
  });

/** spec 3 §7 POST purchase: data.returnUrl, where the browser goes to pay. */
export async function purchase(productId: string): Promise<string> {
  const res = await apiPost<Envelope<{ returnUrl: string }>>('purchase', { productId });
  if (!res.data?.returnUrl) throw new Error('Something went wrong. Please try again later');
  return res.data.returnUrl;
}

export const useCheckout = (token: string) =>
  useQuery({
    queryKey: ['checkout', token],
    queryFn: async () => {
      const res = await apiGet<Envelope<Checkout>>('payments/checkout', { query: { token } });
      if (!res.data) throw new Error('This payment link is not valid.');
      return res.data;
    },
    retry: false,
  });

type Payment = Omit<PaymentVerifyRequest, 'token'>;

/** The checkout's result, verified by the server: where the order ends (/completed/{token}). */
export async function verifyPayment(token: string, payment: Payment): Promise<string> {
  const res = await apiPost<Envelope<{ returnUrl: string }>>('payments/verify', { token, ...payment });
  return res.data?.returnUrl ?? `/completed/${token}`;
}

/** The test gateway's Pay and Fail. */
export async function testPayment(
  token: string,
  outcome: 'paid' | 'failed',
): Promise<{ returnUrl: string; payment: Payment | null }> {
  const res = await apiPost<Envelope<{ returnUrl: string; payment: Payment | null }>>('payments/test/pay', {
    token,
    outcome,
  });
  return res.data ?? { returnUrl: `/completed/${token}`, payment: null };
}
