import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { type Checkout, formatRupees } from '@portico/contract/products';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PublicCardPage } from '../../../components/public-page';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { testPayment, useCheckout, verifyPayment } from '../api/products';
import { payWithRazorpay } from '../api/razorpay-checkout';
import { PURCHASE_FAILED } from '../components/buy-button';

type Attempt = 'pay' | 'fail';

/**
 * Paying the order: Razorpay's own Checkout, or the test gateway's Pay and Fail; either result is
 * verified by the server, and the page moves to where the order ends.
 */
function usePayment(token: string, order: Checkout | undefined) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Attempt | null>(null);

  const run = async (what: Attempt) => {
    if (!order) return;
    setBusy(what);
    try {
      if (order.gateway === 'razorpay' && order.razorpay) {
        const color = getComputedStyle(document.documentElement).getPropertyValue(
          '--mantine-primary-color-filled',
        );
        const result = await payWithRazorpay(order.razorpay, color.trim() || '#1c7ed6');
        if (!result) return setBusy(null);
        navigate(await verifyPayment(token, result), { replace: true });
        return;
      }
      const outcome = await testPayment(token, what === 'pay' ? 'paid' : 'failed');
      const returnUrl = outcome.payment ? await verifyPayment(token, outcome.payment) : outcome.returnUrl;
      navigate(returnUrl, { replace: true });
    } catch (e) {
      setBusy(null);
      if (!isSessionExpired(e)) notify.show({ color: 'red', message: errorMessage(e, PURCHASE_FAILED) });
    }
  };
  return { busy, run };
}

/**
 * Where purchase's returnUrl leads: the order and its gateway's checkout. Razorpay opens its own
 * Checkout; the test gateway (the demo's) offers Pay and Fail. Either way the result is verified
 * by the server before anything is granted, and the order ends on /completed/{token}.
 */
export function CheckoutPage() {
  const { token = '' } = useParams();
  const checkout = useCheckout(token);
  const order = checkout.data;
  const payment = usePayment(token, order);
  return (
    <PublicCardPage title="Checkout" width={560} gap="md">
      {checkout.isPending ? (
        <PageLoader label="Loading your order…" />
      ) : checkout.isError || !order ? (
        !isSessionExpired(checkout.error) && (
          <StatusAlert tone="error">{errorMessage(checkout.error, PURCHASE_FAILED)}</StatusAlert>
        )
      ) : (
        <OrderCheckout order={order} token={token} {...payment} />
      )}
    </PublicCardPage>
  );
}

interface OrderCheckoutProps {
  order: Checkout;
  token: string;
  /** The attempt under way, if any: its button waits, the others are disabled. */
  busy: Attempt | null;
  run: (what: Attempt) => void;
}

/** The order (what, how much, a failed last payment) and its gateway's buttons while it is open. */
function OrderCheckout({ order, token, busy, run }: OrderCheckoutProps) {
  const open = order.status === 'created' || order.status === 'failed';
  const pay = (
    <Button onClick={() => run('pay')} loading={busy === 'pay'} disabled={busy !== null}>
      Pay {formatRupees(order.amount)}
    </Button>
  );
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{order.productTitle}</Text>
        <Text fw={700} fz="lg">
          {formatRupees(order.amount)}
        </Text>
      </Group>
      {order.status === 'failed' && (
        <Alert color="orange" title="The last payment did not go through">
          No money was taken. You can try again.
        </Alert>
      )}
      {!open ? (
        <Text>
          This order is closed.{' '}
          <Anchor component={Link} to={`/completed/${token}`}>
            See its status
          </Anchor>
        </Text>
      ) : order.gateway === 'test' ? (
        <>
          <Alert color="blue" title="Test checkout">
            This portal takes no real payments: Pay completes the order at once, Fail shows what happens when
            a payment is declined. No money is taken either way.
          </Alert>
          <Group grow>
            {pay}
            <Button
              variant="default"
              onClick={() => run('fail')}
              loading={busy === 'fail'}
              disabled={busy !== null}
            >
              Fail
            </Button>
          </Group>
        </>
      ) : (
        pay
      )}
      <Anchor component={Link} to="/products" size="sm">
        Back to the products
      </Anchor>
    </>
  );
}
