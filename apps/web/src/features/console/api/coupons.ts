import { consoleCouponsApi as api } from '@portico/contract/console-coupons';
import { consoleQuery, useListAction } from './console-call';

/** The company's coupons with their redemptions, and its products. */
export const couponsQuery = consoleQuery(['console', 'coupons'], api.list, {});

/** One change to the coupons: created, edited or deactivated; the answer is the new list. */
export const useCouponAction = () => useListAction(api, couponsQuery.queryKey);
