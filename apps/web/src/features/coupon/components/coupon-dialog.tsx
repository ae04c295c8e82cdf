import { Modal } from '@mantine/core';
import { CouponForm } from './coupon-form';

export interface CouponModalProps {
  opened: boolean;
  onClose: () => void;
}

/** spec 2 §2: the 'Apply Coupon' modal of the practice tests page (coupon-modal.tsx fetches it). */
export function CouponDialog({ opened, onClose }: CouponModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Apply Coupon" centered radius="lg">
      <CouponForm />
    </Modal>
  );
}
