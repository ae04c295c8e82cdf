import { type CouponRequest, couponApi } from '@portico/contract/assessment-coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** spec 2 §7: POST coupon; the answer's message and what the coupon granted. */
export const applyCoupon = (request: CouponRequest) => call(couponApi.redeem, { body: request });

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSuccess: async () => {
      // A redeemed coupon may grant access: the learning queries (keys starting with 'learning')
      // and the menu, which carries isProductAccess, are read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['learning'] }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
        // A coupon may grant a course: My Courses lists it (a walk-in with no course yet).
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]);
    },
  });
}
