// The coupon feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// Course selection and the practice tests page let a student apply a coupon where they are.
export { CouponForm } from './components/coupon-form';
export { CouponModal } from './components/coupon-modal';
