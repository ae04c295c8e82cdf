import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WRAP } from './resource-list';

/** A phone card's first line: what names (or opens) the item and, at its right, its state. */
export function CardHead({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      {children}
      {badge}
    </Group>
  );
}

interface TitleProps {
  /** The item's name, in bold, wrapped anywhere. */
  children: ReactNode;
  badge?: ReactNode;
  /** A line under the name (a description, the courses), kept beside the badge. */
  detail?: ReactNode;
  /** 'monospace' for a code (a coupon's). */
  ff?: 'monospace';
}

/** A card's first line where the item's name is plain text: the name (and a line under it), its state. */
export function CardTitle({ children, badge, detail, ff }: TitleProps) {
  const name = (
    <Text fw={600} ff={ff} style={WRAP}>
      {children}
    </Text>
  );
  return (
    <CardHead badge={badge}>
      {detail ? (
        <div style={{ minWidth: 0 }}>
          {name}
          {detail}
        </div>
      ) : (
        name
      )}
    </CardHead>
  );
}
