import type { ProductInput, ProductList } from '@portico/contract/console-products';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The company's products with the courses each grants, and its courses. */
export const productsQuery = consoleQuery<ProductList>(['console', 'products'], 'console/products');

export type ProductAction =
  | { kind: 'create'; body: ProductInput }
  | { kind: 'update'; id: string; body: ProductInput }
  | { kind: 'delete'; id: string };

/** One change to the products: a product created, edited or deleted; the answer is the new list. */
export function useProductAction() {
  return useConsoleMutation(
    async (action: ProductAction) => {
      const base = 'console/products';
      const res =
        action.kind === 'create'
          ? await consoleSend<ProductList>('POST', base, action.body)
          : action.kind === 'update'
            ? await consoleSend<ProductList>('POST', itemPath(base, action.id), action.body)
            : await consoleSend<ProductList>('POST', `${itemPath(base, action.id)}/delete`, {});
      return { list: res.data ?? null, message: res.message ?? '' };
    },
    ({ list }, queryClient) => {
      if (list) queryClient.setQueryData(productsQuery.queryKey, list);
    },
  );
}
