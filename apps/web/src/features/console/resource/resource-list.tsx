import { type TableProps, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { CardList } from '../components/card-list';

/** Wide screens (62em and more) read a console list as a table, phones as cards. */
export const useWide = () =>
  useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;

export const WRAP = { overflowWrap: 'anywhere' } as const;
export const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface Props<T> {
  /** The list's accessible name, the same for the table and the cards. */
  label: string;
  items: readonly T[];
  columns: Column<T>[];
  /** One item as a phone's card. */
  card: (item: T) => ReactNode;
  /** What an empty list says. */
  empty: string;
  /** A table on a wide screen; by default, as the screen is. */
  wide?: boolean;
  table?: Omit<TableProps, 'children'>;
}

/** A console list: a table on wide screens, cards on phones, a line of text when it is empty. */
export function ResourceList<T extends { id: string }>({
  label,
  items,
  columns,
  card,
  empty,
  wide,
  table,
}: Props<T>) {
  const screenWide = useWide();
  if (!items.length) return <Text c="dimmed">{empty}</Text>;
  if (!(wide ?? screenWide))
    return (
      <CardList label={label} items={items}>
        {card}
      </CardList>
    );
  return (
    <DataTable aria-label={label} {...table} columns={columns} rows={items} rowKey={(item) => item.id} />
  );
}

/** A heading for the actions column that only screen readers read. */
export const HiddenHeader = ({ children }: { children: string }) => (
  <span className="visually-hidden">{children}</span>
);
