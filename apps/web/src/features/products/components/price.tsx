import { Group, Text } from '@mantine/core';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Prices in rupees (spec 3 §9): ₹4,999. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** The price, and the list price struck through when it is above 0 (spec 3 §2 Products). */
export function Price({
  price,
  listPrice,
  size = 'lg',
}: {
  price: number;
  listPrice: number;
  size?: string;
}) {
  return (
    <Group gap="xs" align="baseline">
      <Text fw={700} fz={size}>
        {formatRupees(price)}
      </Text>
      {listPrice > 0 && (
        <Text component="s" c="dimmed" fz="sm" aria-label={`List price ${formatRupees(listPrice)}`}>
          {formatRupees(listPrice)}
        </Text>
      )}
    </Group>
  );
}
