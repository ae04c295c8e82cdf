import { Text } from '@mantine/core';
import type { ConsoleCoupon } from '@portico/contract/console-coupons';
import type { Column } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';
import { CardTitle } from '../resource/card-head';
import { HiddenHeader, ResourceList, WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';
import { StateBadge } from '../resource/state-badge';

interface Props {
  coupons: ConsoleCoupon[];
  onEdit: (c: ConsoleCoupon) => void;
  onDeactivate: (c: ConsoleCoupon) => void;
}

/** Whether a student can redeem it now, and if not, why. */
function stateOf(c: ConsoleCoupon, now: number): { label: string; color: string } {
  if (!c.isActive) return { label: 'Inactive', color: 'gray' };
  if (c.validUntil && Date.parse(c.validUntil) < now) return { label: 'Ended', color: 'gray' };
  if (c.validFrom && Date.parse(c.validFrom) > now) return { label: 'Not yet', color: 'yellow' };
  if (c.maxRedemptions !== null && c.used >= c.maxRedemptions) return { label: 'Used up', color: 'orange' };
  return { label: 'Redeemable', color: 'green' };
}

const usedOf = (c: ConsoleCoupon) =>
  `${c.used} of ${c.maxRedemptions === null ? 'no limit' : c.maxRedemptions} used`;
const grantsOf = (c: ConsoleCoupon) =>
  `${c.productTitle}, ${c.validityDays ?? c.productValidityDays} days${c.validityDays === null ? ' (the product’s)' : ''}`;
const windowOf = (c: ConsoleCoupon) =>
  c.validFrom || c.validUntil
    ? `${c.validFrom ? formatDate(c.validFrom) : 'now'} to ${c.validUntil ? formatDate(c.validUntil) : 'no end'}`
    : 'Any day';
const perStudentOf = (c: ConsoleCoupon) =>
  c.maxPerStudent === 1 ? 'once per student' : `${c.maxPerStudent} times per student`;

const Description = ({ c }: { c: ConsoleCoupon }) =>
  c.description ? (
    <Text size="sm" c="dimmed" style={WRAP}>
      {c.description}
    </Text>
  ) : null;

function State({ c }: { c: ConsoleCoupon }) {
  const s = stateOf(c, Date.now());
  return <StateBadge color={s.color}>{s.label}</StateBadge>;
}

/** The company's coupons: a table on wide screens, cards on phones; an active one can be deactivated. */
export function CouponList({ coupons, onEdit, onDeactivate }: Props) {
  const actions = (c: ConsoleCoupon) => (
    <RowActions
      name={c.code}
      onEdit={() => onEdit(c)}
      onRemove={c.isActive ? () => onDeactivate(c) : undefined}
      removeLabel="Deactivate"
    />
  );
  const columns: Column<ConsoleCoupon>[] = [
    {
      header: 'Code',
      cell: (c) => (
        <>
          <Text fw={600} ff="monospace">
            {c.code}
          </Text>
          <Description c={c} />
        </>
      ),
    },
    { header: 'Grants', cell: grantsOf },
    { header: 'Valid', cell: windowOf },
    {
      header: 'Redemptions',
      cell: (c) => (
        <>
          {usedOf(c)}
          <Text size="sm" c="dimmed">
            {perStudentOf(c)}
          </Text>
        </>
      ),
    },
    { header: 'State', cell: (c) => <State c={c} /> },
    { header: <HiddenHeader>Actions</HiddenHeader>, cell: actions },
  ];
  return (
    <ResourceList
      label="Coupons"
      items={coupons}
      columns={columns}
      empty="No coupons yet."
      card={(c) => (
        <>
          <CardTitle ff="monospace" badge={<State c={c} />}>
            {c.code}
          </CardTitle>
          <Description c={c} />
          <Text size="sm">{grantsOf(c)}</Text>
          <Text size="sm">{windowOf(c)}</Text>
          <Text size="sm">
            {usedOf(c)}, {perStudentOf(c)}
          </Text>
          {actions(c)}
        </>
      )}
    />
  );
}
