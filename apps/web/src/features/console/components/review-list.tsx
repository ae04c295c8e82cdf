import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from '../../../components/data-table';
import { ResourceList, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { AgeLine, AssignedLine, assigneeOf, CardHead } from './queue-parts';

/** What a reviewed item shows in every list: whose it is and who works on it. */
interface ReviewItem {
  id: string;
  student: { name: string; email: string };
  assignee: { name: string } | null;
}

interface Props<T extends ReviewItem> {
  /** The list's accessible name. */
  label: string;
  empty: string;
  items: T[];
  onOpen: (item: T) => void;
  /** The table's columns between the student and the state. */
  columns: Column<T>[];
  /** The item's state as a badge. */
  badge: (item: T) => ReactNode;
  /** A card's line under the student's email: what was sent. */
  summary: (item: T) => ReactNode;
  /** A card's age line ('Sent 3 h ago') and, while the item waits, when it is due. */
  age: (item: T) => { text: ReactNode; due: ReactNode };
}

const Email = ({ item }: { item: ReviewItem }) => (
  <Text size="xs" c="dimmed" style={WRAP}>
    {item.student.email}
  </Text>
);

/**
 * A queue of things students sent for review (score reports, career submissions), oldest first as the
 * API gives them; a student's name opens the item.
 */
export function ReviewList<T extends ReviewItem>({
  columns,
  badge,
  summary,
  age,
  onOpen,
  ...props
}: Props<T>) {
  const student = (item: T) => <OpenButton onOpen={() => onOpen(item)}>{item.student.name}</OpenButton>;
  const all: Column<T>[] = [
    {
      header: 'Student',
      cell: (item) => (
        <>
          {student(item)}
          <Email item={item} />
        </>
      ),
    },
    ...columns,
    { header: 'Status', cell: badge },
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
            <CardHead badge={badge(item)}>{student(item)}</CardHead>
            <Email item={item} />
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
