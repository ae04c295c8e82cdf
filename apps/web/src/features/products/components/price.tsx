import { Group, Text } from '@mantine/core';
import { formatRupees } from '@portico/contract/products';

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
