import type { EnrolledProduct, ProductsResponse } from '@portico/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** spec 1 §7 getproducts: the student's enrolled courses. */
export async function getEnrolledProducts(): Promise<EnrolledProduct[]> {
  const response = await apiGet<ProductsResponse>('getproducts');
  return response.data ?? [];
}

export const enrolledProductsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'products'], queryFn: getEnrolledProducts });

export const useEnrolledProducts = () => useQuery(enrolledProductsQueryOptions());
