import type { CouponInput, CouponList } from '@portico/contract/console-coupons';
import { consoleQuery, useListAction } from './console-call';

/** The company's coupons with their redemptions, and its products. */
export const couponsQuery = consoleQuery<CouponList>(['console', 'coupons'], 'console/coupons');

/** One change to the coupons: created, edited or deactivated; the answer is the new list. */
export const useCouponAction = () =>
  useListAction<CouponList, CouponInput>('console/coupons', couponsQuery.queryKey);
