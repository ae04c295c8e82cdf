import { deferredPart } from '../../../lib/deferred-part';
import type { CouponModalProps } from './coupon-dialog';

/**
 * spec 2 §2: the 'Apply Coupon' modal. Its code (the Modal and the form) is fetched once the page
 * has rendered, not with it (issue 39); opened before it has arrived, it opens when it does.
 */
export const CouponModal = deferredPart<CouponModalProps>(
  'modal',
  () => import('./coupon-dialog').then((m) => m.CouponDialog),
  () => null,
);
