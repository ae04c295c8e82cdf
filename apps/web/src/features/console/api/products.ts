import type { ProductInput, ProductList } from '@portico/contract/console-products';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The company's products with the courses each grants, and its courses. */
export const productsQuery = queryOptions({
  queryKey: ['console', 'products'],
  queryFn: async ({ signal }): Promise<ProductList> =>
    dataOf((await apiGet<Envelope<ProductList>>('console/products', { signal, ...quiet })).data),
});

export type ProductAction =
  | { kind: 'create'; body: ProductInput }
  | { kind: 'update'; id: string; body: ProductInput }
  | { kind: 'delete'; id: string };

/** One change to the products: a product created, edited or deleted. */
export function useProductAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ProductAction) => {
      const path =
        action.kind === 'create'
          ? 'console/products'
          : action.kind === 'update'
            ? `console/products/${encodeURIComponent(action.id)}`
            : `console/products/${encodeURIComponent(action.id)}/delete`;
      const res = await apiPost<Envelope<ProductList>>(
        path,
        action.kind === 'delete' ? {} : action.body,
        quiet,
      );
      return { list: res.data ?? null, message: res.message ?? '' };
    },
    onSuccess: ({ list }) => {
      if (list) queryClient.setQueryData(productsQuery.queryKey, list);
    },
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
