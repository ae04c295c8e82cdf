import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { QueueList, type QueueListProps } from './queue-list';

/** What a reviewed item shows in every list: whose it is and who works on it. */
interface ReviewItem {
  id: string;
  student: { name: string; email: string };
  assignee: { name: string } | null;
}

interface Props<T extends ReviewItem> extends Omit<QueueListProps<T>, 'head' | 'under' | 'state'> {
  onOpen: (item: T) => void;
  /** The item's state as a badge. */
  badge: (item: T) => ReactNode;
}

const Email = ({ item }: { item: ReviewItem }) => (
  <Text size="xs" c="dimmed" style={WRAP}>
    {item.student.email}
  </Text>
);

/**
 * A queue of things students sent for review (score reports, career submissions), oldest first as the
 * API gives them; a student's name, with their email under it, opens the item.
 */
export function ReviewList<T extends ReviewItem>({ onOpen, badge, ...props }: Props<T>) {
  return (
    <QueueList
      {...props}
      head={{
        header: 'Student',
        cell: (item) => <OpenButton onOpen={() => onOpen(item)}>{item.student.name}</OpenButton>,
      }}
      under={(item) => <Email item={item} />}
      state={{ header: 'Status', badge }}
    />
  );
}
