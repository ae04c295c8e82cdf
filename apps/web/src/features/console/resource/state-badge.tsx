import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An item's state as a light, coloured badge beside its name (in a list's row or card, a queue's
 * drawer); it never wraps or shrinks, so a long name wraps instead.
 */
export function StateBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {children}
    </Badge>
  );
}
