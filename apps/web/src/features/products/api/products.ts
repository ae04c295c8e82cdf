import { type PaymentVerifyRequest, paymentsApi, productsApi } from '@portico/contract/products';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** spec 3 §7 GET products: the company's products (the host decides the company). */
export const useProducts = (companyCode: string) =>
  useQuery({
    queryKey: ['products', companyCode],
    queryFn: () =>
      callData(productsApi.products, { query: { companyCode } }, { sessionExpiredDialog: false }),
  });

/** spec 3 §7 GET products/details: one product by its slug. */
export const useProduct = (companyCode: string, slug: string) =>
  useQuery({
    queryKey: ['products', companyCode, slug],
    queryFn: () =>
      callData(productsApi.details, { query: { companyCode, slug } }, { sessionExpiredDialog: false }),
  });

/** spec 3 §7 GET user-products: only when a session exists. */
export const useUserProducts = (signedIn: boolean) =>
  useQuery({
    queryKey: ['user-products'],
    queryFn: () => callData(productsApi.held),
    enabled: signedIn,
  });

/** spec 3 §7 POST purchase: data.returnUrl, where the browser goes to pay. */
export async function purchase(productId: string): Promise<string> {
  return (await callData(paymentsApi.purchase, { body: { productId } })).returnUrl;
}

export const useCheckout = (token: string) =>
  useQuery({
    queryKey: ['checkout', token],
    queryFn: () => callData(paymentsApi.checkout, { query: { token } }),
    retry: false,
  });

type Payment = Omit<PaymentVerifyRequest, 'token'>;

/** The checkout's result, verified by the server: where the order ends (/completed/{token}). */
export async function verifyPayment(token: string, payment: Payment): Promise<string> {
  return (await callData(paymentsApi.verify, { body: { token, ...payment } })).returnUrl;
}

/** The test gateway's Pay and Fail. */
export const testPayment = (token: string, outcome: 'paid' | 'failed') =>
  callData(paymentsApi.testPay, { body: { token, outcome } });
