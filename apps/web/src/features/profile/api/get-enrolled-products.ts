import { type EnrolledProduct, profileApi } from '@portico/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** spec 1 §7 getproducts: the student's enrolled courses. */
export const getEnrolledProducts = (): Promise<EnrolledProduct[]> => callData(profileApi.products);

export const enrolledProductsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'products'], queryFn: getEnrolledProducts });

export const useEnrolledProducts = () => useQuery(enrolledProductsQueryOptions());
