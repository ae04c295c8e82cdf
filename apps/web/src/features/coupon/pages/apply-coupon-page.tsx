import { Container, Paper, Title } from '@mantine/core';
import { CouponForm } from '../components/coupon-form';

/** spec 2 §2 Coupon: /apply-coupon, header 'Coupon' with the form. */
export function ApplyCouponPage() {
  return (
    <Container size={480} py={{ base: 'lg', sm: 48 }}>
      <Title order={1} fz={{ base: 26, sm: 30 }} mb="lg">
        Coupon
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <CouponForm />
      </Paper>
    </Container>
  );
}
