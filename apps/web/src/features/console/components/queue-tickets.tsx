import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { QueueTicket } from '@portico/contract/console';
import { AlertIcon } from '../../../components/icons';
import { ticketAge, ticketDue } from '../utils/queue-time';
import { CardList } from './card-list';

const STATUS_COLOUR = { Open: 'yellow', Answered: 'green', Closed: 'gray' } as const;

export function StatusBadge({ status }: { status: QueueTicket['status'] }) {
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

/** 'Due in 5 h', or 'Overdue by 2 h' in red with a warning sign; '-' once answered or closed. */
export function DueText({ ticket, now }: { ticket: QueueTicket; now: number }) {
  const due = ticketDue(ticket, now);
  if (!due)
    return (
      <Text span inherit>
        -
      </Text>
    );
  if (!due.overdue)
    return (
      <Text span inherit>
        {due.text}
      </Text>
    );
  return (
    <Text span inherit c="red.9" fw={700} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <AlertIcon size={16} />
      {due.text}
    </Text>
  );
}

interface Props {
  tickets: QueueTicket[];
  now: number;
  /** A table on a wide screen; stacked cards on a phone. */
  wide: boolean;
  onOpen: (ticket: QueueTicket) => void;
}

function Subject({ ticket, onOpen }: { ticket: QueueTicket; onOpen: Props['onOpen'] }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={() => onOpen(ticket)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {ticket.subject}
    </Anchor>
  );
}

/** The queue's tickets, oldest first as the API gives them; a subject opens the ticket. */
export function QueueTickets({ tickets, now, wide, onOpen }: Props) {
  if (tickets.length === 0) return <Text c="dimmed">No tickets here.</Text>;
  if (!wide) {
    return (
      <CardList label="Tickets" items={tickets}>
        {(t) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Subject ticket={t} onOpen={onOpen} />
              <StatusBadge status={t.status} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.student.name}
              {t.courseName ? ` · ${t.courseName}` : ''}
              {t.testTitle ? ` · ${t.testTitle}` : ''}
            </Text>
            <Text size="sm">
              Asked {ticketAge(t, now)} ago
              {t.status === 'Open' && (
                <>
                  {' · '}
                  <DueText ticket={t} now={now} />
                </>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              Assigned to: {t.assignee?.name ?? 'Nobody'}
            </Text>
          </>
        )}
      </CardList>
    );
  }
  return (
    <Table striped aria-label="Tickets" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Subject</Table.Th>
          <Table.Th scope="col">Student</Table.Th>
          <Table.Th scope="col">Course</Table.Th>
          <Table.Th scope="col">Test</Table.Th>
          <Table.Th scope="col">Age</Table.Th>
          <Table.Th scope="col">Due</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Assigned to</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tickets.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>
              <Subject ticket={t} onOpen={onOpen} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.student.name}</Table.Td>
            <Table.Td>{t.courseName ?? '-'}</Table.Td>
            <Table.Td>{t.testTitle ?? '-'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{ticketAge(t, now)}</Table.Td>
            <Table.Td>
              <DueText ticket={t} now={now} />
            </Table.Td>
            <Table.Td>
              <StatusBadge status={t.status} />
            </Table.Td>
            <Table.Td>{t.assignee?.name ?? 'Nobody'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
