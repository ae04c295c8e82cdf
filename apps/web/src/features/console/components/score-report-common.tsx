import { Anchor, Button, Group, Select, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import type { ReactNode } from 'react';
import { reviewDue } from '../utils/score-report-time';
import { DueMark } from './queue-parts';

/**
 * Pieces the score-report and career queues share: a fact line, the due time and who works on an item.
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

const NOBODY = 'nobody';
const ROLE = { admin: 'Administrator', faculty: 'Faculty' } as const;

interface AssignProps {
  assignee: { id: string; name: string } | null;
  staff: { id: string; name: string; role: StaffMember['role'] }[];
  member: StaffMember;
  busy: boolean;
  onAssign: (staffId: string | null) => void;
  /** 'report', 'project'. */
  noun: string;
}

/** An admin gives the item to anyone; faculty take it themselves. */
export function AssignSection({ assignee, staff, member, busy, onAssign, noun }: AssignProps) {
  const options = [
    { value: NOBODY, label: 'Nobody' },
    ...staff.map((s) => ({ value: s.id, label: `${s.name} (${ROLE[s.role]})` })),
  ];
  if (assignee && !staff.some((s) => s.id === assignee.id)) {
    options.push({ value: assignee.id, label: assignee.name });
  }
  return (
    <section aria-labelledby="assign-heading">
      <Title order={3} fz="h5" id="assign-heading" mb="xs" tabIndex={-1}>
        Who works on it
      </Title>
      {member.role === 'admin' ? (
        <Select
          label="Assign to"
          data={options}
          value={assignee?.id ?? NOBODY}
          allowDeselect={false}
          disabled={busy}
          onChange={(value) => {
            if (value && value !== (assignee?.id ?? NOBODY)) onAssign(value === NOBODY ? null : value);
          }}
        />
      ) : assignee?.id === member.id ? (
        <Text size="sm">Assigned to you</Text>
      ) : (
        <Group gap="sm">
          <Text size="sm">Assigned to: {assignee?.name ?? 'Nobody'}</Text>
          <Button variant="default" loading={busy} onClick={() => onAssign(member.id)}>
            Take this {noun}
          </Button>
        </Group>
      )}
    </section>
  );
}
