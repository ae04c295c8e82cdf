import { Button, Group, Select, Table, Text, Title } from '@mantine/core';
import type { StaffMember, Turnaround } from '@portico/contract/console';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons';
import { formatHours } from '../utils/queue-time';
import { reviewDue } from '../utils/score-report-time';

/**
 * Pieces the score-report and career queues share: the time now, a fact line, the due time, the
 * turnaround summary and who works on an item.
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
  const due = reviewDue(item, waiting, now);
  if (!due) return <>-</>;
  if (!due.overdue) return <>{due.text}</>;
  return (
    <Text span inherit c="red.9" fw={700} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <AlertIcon size={16} />
      {due.text}
    </Text>
  );
}

interface TurnaroundProps {
  turnaround: Turnaround;
  byStaff: ({ staffId: string; name: string } & Turnaround)[];
  /** What ends the wait: 'review' (a verified or rejected report), 'first answer' (a career one). */
  what: string;
  /** The past tense for the count: 'reviewed', 'answered'. */
  done: string;
}

/** Median and 90th-percentile turnaround of the last 30 days, overall and per staff member. */
export function ReviewTurnaround({ turnaround: t, byStaff, what, done }: TurnaroundProps) {
  return (
    <section aria-labelledby="turnaround-heading">
      <Title order={2} fz="h4" id="turnaround-heading" mb={4}>
        Turnaround
      </Title>
      <Text size="sm">
        Median time to {what}: {formatHours(t.medianHours)} · 90th percentile: {formatHours(t.p90Hours)} ·{' '}
        {t.count} {done} in the last 30 days
      </Text>
      {byStaff.length > 0 && (
        <Table mt="sm" fz="sm" verticalSpacing={4} aria-label="Turnaround by staff member" maw="36rem">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Staff member</Table.Th>
              <Table.Th scope="col">{done[0]?.toUpperCase() + done.slice(1)}</Table.Th>
              <Table.Th scope="col">Median</Table.Th>
              <Table.Th scope="col">90th percentile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byStaff.map((s) => (
              <Table.Tr key={s.staffId}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {s.name}
                </Table.Th>
                <Table.Td>{s.count}</Table.Td>
                <Table.Td>{formatHours(s.medianHours)}</Table.Td>
                <Table.Td>{formatHours(s.p90Hours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
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
