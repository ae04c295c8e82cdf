import { Modal } from '@mantine/core';
import { CouponForm } from './coupon-form';

interface CouponModalProps {
  opened: boolean;
  onClose: () => void;
}

/** spec 2 §2: the 'Apply Coupon' modal of the practice tests page. */
export function CouponModal({ opened, onClose }: CouponModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Apply Coupon" centered radius="lg">
      <CouponForm />
    </Modal>
  );
}
