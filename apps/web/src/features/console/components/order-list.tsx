import { Anchor, Text } from '@mantine/core';
import type { ConsoleOrder, ConsoleOrderState } from '@portico/contract/console-orders';
import { formatPaise } from '@portico/contract/products';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { CardHead } from '../resource/card-head';
import { NOWRAP, ResourceList, WRAP } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';

const STATES: Record<ConsoleOrderState, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'orange' },
  pending: { label: 'Pending', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const State = ({ o }: { o: ConsoleOrder }) => (
  <StateBadge color={STATES[o.state].color}>{STATES[o.state].label}</StateBadge>
);

/** The student, a link to their record in the console, and their email under the name. */
function Student({ o }: { o: ConsoleOrder }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/console/students/${o.student.id}`} fw={600} style={WRAP}>
        {o.student.name}
      </Anchor>
      <Text size="sm" c="dimmed" style={WRAP}>
        {o.student.email}
      </Text>
    </div>
  );
}

/** What came back of the order, and when the whole of it did; null when nothing did. */
function refundText(o: ConsoleOrder): string | null {
  if (o.refundedPaise <= 0) return null;
  const when = o.refundedAt ? ` on ${formatDate(o.refundedAt)}` : '';
  return `${formatPaise(o.refundedPaise)} refunded${when}`;
}

/** The price, and under it what was refunded of it. */
function Amount({ o }: { o: ConsoleOrder }) {
  const refund = refundText(o);
  return (
    <>
      <Text fw={600} style={NOWRAP}>
        {formatPaise(o.amountPaise)}
      </Text>
      {refund && (
        <Text size="sm" c="orange.9">
          {refund}
        </Text>
      )}
    </>
  );
}

/** The gateway's payment id (it breaks anywhere on a phone), or why the payment failed. */
function Payment({ o }: { o: ConsoleOrder }) {
  return (
    <>
      <Text size="sm" ff="monospace" style={WRAP}>
        {o.gatewayPaymentId ?? '—'}
      </Text>
      {o.failureReason && (
        <Text size="sm" c="dimmed" style={WRAP}>
          {o.failureReason}
        </Text>
      )}
    </>
  );
}

/** When: paid, else placed (the moment the list is ordered and filtered by). */
const when = (o: ConsoleOrder) => `${formatDateTime(o.at)}${o.paidAt ? '' : ' (placed)'}`;

/** A phone's card of one order: the student and its state, what was bought for how much, when, the payment. */
function OrderCard({ o }: { o: ConsoleOrder }) {
  const refund = refundText(o);
  return (
    <>
      <CardHead badge={<State o={o} />}>
        <Student o={o} />
      </CardHead>
      <Text size="sm" style={WRAP}>
        {o.productTitle} · <strong>{formatPaise(o.amountPaise)}</strong>
      </Text>
      {refund && (
        <Text size="sm" c="orange.9">
          {refund}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {when(o)}
      </Text>
      <Text size="sm" c="dimmed" style={WRAP}>
        Payment: <span style={{ fontFamily: 'monospace' }}>{o.gatewayPaymentId ?? '—'}</span>
        {o.failureReason && ` · ${o.failureReason}`}
      </Text>
    </>
  );
}

/** The orders of one page: a table on a wide screen, a card each on a phone. */
export function OrderList({ orders, empty }: { orders: ConsoleOrder[]; empty: string }) {
  return (
    <ResourceList
      label="Orders"
      items={orders}
      empty={empty}
      table={{ striped: true, highlightOnHover: true }}
      columns={[
        { header: 'When', cell: (o) => when(o) },
        { header: 'Student', cell: (o) => <Student o={o} /> },
        { header: 'Bought', style: WRAP, cell: (o) => o.productTitle },
        { header: 'Amount', cell: (o) => <Amount o={o} /> },
        { header: 'State', cell: (o) => <State o={o} /> },
        { header: 'Payment id', cell: (o) => <Payment o={o} /> },
      ]}
      card={(o) => <OrderCard o={o} />}
    />
  );
}
