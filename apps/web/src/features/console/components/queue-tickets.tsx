import { Text } from '@mantine/core';
import type { QueueTicket } from '@portico/contract/console';
import type { Column } from '../../../components/data-table';
import { NOWRAP, ResourceList, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { ticketAge, ticketDue } from '../utils/queue-time';
import { AgeLine, AssignedLine, assigneeOf, CardHead, DueMark, QueueBadge } from './queue-parts';

const STATUS_COLOUR = { Open: 'yellow', Answered: 'green', Closed: 'gray' } as const;

export function StatusBadge({ status }: { status: QueueTicket['status'] }) {
  return <QueueBadge color={STATUS_COLOUR[status]}>{status}</QueueBadge>;
}

/** 'Due in 5 h', or 'Overdue by 2 h' in red with a warning sign; '-' once answered or closed. */
export const DueText = ({ ticket, now }: { ticket: QueueTicket; now: number }) => (
  <DueMark due={ticketDue(ticket, now)} />
);

interface Props {
  tickets: QueueTicket[];
  now: number;
  onOpen: (ticket: QueueTicket) => void;
}

/** The queue's tickets, oldest first as the API gives them; a subject opens the ticket. */
export function QueueTickets({ tickets, now, onOpen }: Props) {
  const subject = (t: QueueTicket) => <OpenButton onOpen={() => onOpen(t)}>{t.subject}</OpenButton>;
  const columns: Column<QueueTicket>[] = [
    { header: 'Subject', cell: subject },
    { header: 'Student', cell: (t) => t.student.name, style: WRAP },
    { header: 'Course', cell: (t) => t.courseName ?? '-' },
    { header: 'Test', cell: (t) => t.testTitle ?? '-' },
    { header: 'Age', cell: (t) => ticketAge(t, now), style: NOWRAP },
    { header: 'Due', cell: (t) => <DueText ticket={t} now={now} /> },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    { header: 'Assigned to', cell: assigneeOf },
  ];
  return (
    <ResourceList
      label="Tickets"
      items={tickets}
      columns={columns}
      empty="No tickets here."
      table={{ striped: true, fz: 'sm' }}
      card={(t) => (
        <>
          <CardHead badge={<StatusBadge status={t.status} />}>{subject(t)}</CardHead>
          <Text size="sm" style={WRAP}>
            {t.student.name}
            {t.courseName ? ` · ${t.courseName}` : ''}
            {t.testTitle ? ` · ${t.testTitle}` : ''}
          </Text>
          <AgeLine due={t.status === 'Open' && <DueText ticket={t} now={now} />}>
            Asked {ticketAge(t, now)} ago
          </AgeLine>
          <AssignedLine item={t} />
        </>
      )}
    />
  );
}
