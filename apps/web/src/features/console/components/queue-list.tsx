import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from '../../../components/data-table';
import { CardHead } from '../resource/card-head';
import { ResourceList, WRAP } from '../resource/resource-list';
import { AgeLine, AssignedLine, assigneeOf } from './queue-parts';

/** What every queue's item has: its id and who works on it. */
interface QueueItem {
  id: string;
  assignee: { name: string } | null;
}

export interface QueueListProps<T extends QueueItem> {
  /** The list's accessible name. */
  label: string;
  empty: string;
  items: T[];
  /** The first column: its header, and what opens the item (the card's first line too). */
  head: { header: string; cell: (item: T) => ReactNode };
  /** A line under what opens the item, in its cell and on its card (the student's email). */
  under?: (item: T) => ReactNode;
  /** The table's columns between the first one and the state. */
  columns: Column<T>[];
  /** The state's column header ('Status'), and the state as a badge. */
  state: { header: string; badge: (item: T) => ReactNode };
  /** A card's line of what the item is about ('Writing Practice Test 1 · IELTS Academic'). */
  summary: (item: T) => ReactNode;
  /** A card's age line ('Asked 3 h ago') and, while the item waits, when it is due. */
  age: (item: T) => { text: ReactNode; due: ReactNode };
}

/**
 * A queue staff work through (support, evaluations, score reports, career), oldest first as the API
 * gives it: a table on wide screens, cards on phones, each with its state, age and who works on it.
 */
export function QueueList<T extends QueueItem>({
  head,
  under,
  columns,
  state,
  summary,
  age,
  ...props
}: QueueListProps<T>) {
  const all: Column<T>[] = [
    {
      header: head.header,
      cell: (item) => (
        <>
          {head.cell(item)}
          {under?.(item)}
        </>
      ),
    },
    ...columns,
    { header: state.header, cell: state.badge },
    { header: 'Assigned to', cell: assigneeOf },
  ];
  return (
    <ResourceList
      {...props}
      columns={all}
      table={{ striped: true, fz: 'sm' }}
      card={(item) => {
        const line = age(item);
        return (
          <>
            <CardHead badge={state.badge(item)}>{head.cell(item)}</CardHead>
            {under?.(item)}
            <Text size="sm" style={WRAP}>
              {summary(item)}
            </Text>
            <AgeLine due={line.due}>{line.text}</AgeLine>
            <AssignedLine item={item} />
          </>
        );
      }}
    />
  );
}
