import type { CouponInput, CouponList } from '@portico/contract/console-coupons';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** The company's coupons with their redemptions, and its products. */
export const couponsQuery = consoleQuery<CouponList>(['console', 'coupons'], 'console/coupons');

export type CouponAction =
  | { kind: 'create'; body: CouponInput }
  | { kind: 'update'; id: string; body: CouponInput }
  | { kind: 'deactivate'; id: string };

/** One change to the coupons: created, edited or deactivated; the answer is the new list. */
export function useCouponAction() {
  return useConsoleMutation(
    async (action: CouponAction) => {
      const base = 'console/coupons';
      const res =
        action.kind === 'create'
          ? await consoleSend<CouponList>('POST', base, action.body)
          : action.kind === 'update'
            ? await consoleSend<CouponList>('POST', itemPath(base, action.id), action.body)
            : await consoleSend<CouponList>('POST', `${itemPath(base, action.id)}/deactivate`, {});
      return { list: res.data ?? null, message: res.message ?? '' };
    },
    ({ list }, queryClient) => {
      if (list) queryClient.setQueryData(couponsQuery.queryKey, list);
    },
  );
}
