import { consoleProductsApi as api, type ProductInput } from '@portico/contract/console-products';
import { consoleQuery, useListAction } from './console-call';

/** The company's products with the courses each grants, and its courses. */
export const productsQuery = consoleQuery(['console', 'products'], api.list, {});

/** One change to the products: a product created, edited or deleted; the answer is the new list. */
export const useProductAction = () => useListAction<typeof api, ProductInput>(api, productsQuery.queryKey);
