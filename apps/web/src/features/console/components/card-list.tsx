import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * A console list as it reads on a phone: one bordered card per item, named as a list for screen
 * readers (the wide screen shows the same items as a table).
 */
export function CardList<T extends { id: string }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={LIST}>
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          <Stack gap={4}>{children(item)}</Stack>
        </Paper>
      ))}
    </Stack>
  );
}
