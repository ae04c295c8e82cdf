import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ConsoleCoupon } from '@portico/contract/console-coupons';
import { formatDate } from '../../../lib/dates';

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

function State({ c }: { c: ConsoleCoupon }) {
  const s = stateOf(c, Date.now());
  return (
    <Badge variant="light" color={s.color} style={{ flexShrink: 0 }}>
      {s.label}
    </Badge>
  );
}

function Actions({ c, onEdit, onDeactivate }: { c: ConsoleCoupon } & Omit<Props, 'coupons'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => onEdit(c)} aria-label={`Edit ${c.code}`}>
        Edit
      </Button>
      {c.isActive && (
        <Button
          size="xs"
          variant="outline"
          color="red.8"
          onClick={() => onDeactivate(c)}
          aria-label={`Deactivate ${c.code}`}
        >
          Deactivate
        </Button>
      )}
    </Group>
  );
}

/** The company's coupons: a table on wide screens, cards on phones. */
export function CouponList({ coupons, onEdit, onDeactivate }: Props) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  if (!coupons.length) return <Text c="dimmed">No coupons yet.</Text>;
  return wide ? (
    <Table aria-label="Coupons">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Code</Table.Th>
          <Table.Th scope="col">Grants</Table.Th>
          <Table.Th scope="col">Valid</Table.Th>
          <Table.Th scope="col">Redemptions</Table.Th>
          <Table.Th scope="col">State</Table.Th>
          <Table.Th scope="col">
            <span className="visually-hidden">Actions</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {coupons.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Text fw={600} ff="monospace">
                {c.code}
              </Text>
              {c.description && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {c.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{grantsOf(c)}</Table.Td>
            <Table.Td>{windowOf(c)}</Table.Td>
            <Table.Td>
              {usedOf(c)}
              <Text size="sm" c="dimmed">
                {perStudentOf(c)}
              </Text>
            </Table.Td>
            <Table.Td>
              <State c={c} />
            </Table.Td>
            <Table.Td>
              <Actions c={c} onEdit={onEdit} onDeactivate={onDeactivate} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ) : (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Coupons">
      {coupons.map((c) => (
        <Paper component="li" key={c.id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {c.code}
              </Text>
              <State c={c} />
            </Group>
            {c.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {c.description}
              </Text>
            )}
            <Text size="sm">{grantsOf(c)}</Text>
            <Text size="sm">{windowOf(c)}</Text>
            <Text size="sm">
              {usedOf(c)}, {perStudentOf(c)}
            </Text>
            <Actions c={c} onEdit={onEdit} onDeactivate={onDeactivate} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
