import type { ConsoleCoupon, CouponInput, CouponList as Coupons } from '@portico/contract/console-coupons';
import { useQuery } from '@tanstack/react-query';
import { couponsQuery, useCouponAction } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';
import { CouponList } from '../components/coupon-list';
import { ListActionPage } from '../resource/list-action-page';

/**
 * /console/coupons (CONSOLE.md Authoring, admin): the codes students redeem on Apply Coupon, the
 * product and days each grants, when it can be used, its limits and how many times it was used.
 */
export function CouponsPage() {
  return (
    <ListActionPage<Coupons, ConsoleCoupon, CouponInput>
      title="Coupons"
      description="Codes students redeem on Apply Coupon for a product. A limit cannot go below what was used."
      noun="coupon"
      query={useQuery(couponsQuery)}
      action={useCouponAction()}
      editTitle={(c) => `Edit ${c.code}`}
      form={({ item, data, ...form }) =>
        data && <CouponForm coupon={item} products={data.products} {...form} />
      }
      remove={{
        kind: 'deactivate',
        title: 'Deactivate this coupon?',
        label: 'Deactivate',
        text: (c) => `Students can no longer redeem ${c?.code}. Those who did keep what it gave them.`,
      }}
    >
      {(data, open) => <CouponList coupons={data.coupons} onEdit={open.edit} onDeactivate={open.remove} />}
    </ListActionPage>
  );
}
