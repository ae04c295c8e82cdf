import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { reviewDue } from '../utils/score-report-time';
import { DueMark } from './queue-parts';

/**
 * Pieces the queues' drawers share: a fact line, the student, the state line and the due time.
 */

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The student a queue item comes from, with a link to write to them. */
export function StudentFact({ student }: { student: { name: string; email: string } }) {
  return (
    <Fact label="Student">
      {student.name} (
      <Anchor href={`mailto:${student.email}`} inherit>
        {student.email}
      </Anchor>
      )
    </Fact>
  );
}

/** A drawer's first line: the item's state and, while it waits, when it is due. */
export function StateLine({ badge, due }: { badge: ReactNode; due: ReactNode }) {
  return (
    <Group gap="sm">
      {badge}
      {due && <Text size="sm">{due}</Text>}
    </Group>
  );
}

/** 'Due in 5 h', or 'Overdue by 2 h' in red with a warning sign; '-' when nothing waits. */
export function DueLabel({
  item,
  waiting,
  now,
}: {
  item: { dueAt: string | null; overdue: boolean };
  waiting: boolean;
  now: number;
}) {
  return <DueMark due={reviewDue(item, waiting, now)} />;
}
