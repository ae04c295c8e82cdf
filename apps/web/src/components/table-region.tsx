import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import stacked from './stacked-table.module.css';

/**
 * A table's scroll area below `minWidth`: a focusable region named by the table's heading,
 * so a keyboard can scroll it. `stack` lays its rows out as cards on a phone instead.
 */
export function TableRegion({
  labelledBy,
  minWidth,
  stack,
  children,
}: {
  labelledBy: string;
  minWidth: number;
  stack?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      className={stack ? stacked.scroll : undefined}
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      {children}
    </Table.ScrollContainer>
  );
}
