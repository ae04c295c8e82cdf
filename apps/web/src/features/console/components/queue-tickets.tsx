import type { QueueTicket } from '@portico/contract/console';
import { NOWRAP, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { StateBadge } from '../resource/state-badge';
import { ticketAge, ticketDue } from '../utils/queue-time';
import { QueueList } from './queue-list';
import { DueMark } from './queue-parts';

const STATUS_COLOUR = { Open: 'yellow', Answered: 'green', Closed: 'gray' } as const;

export function StatusBadge({ status }: { status: QueueTicket['status'] }) {
  return <StateBadge color={STATUS_COLOUR[status]}>{status}</StateBadge>;
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
  return (
    <QueueList
      label="Tickets"
      empty="No tickets here."
      items={tickets}
      head={{ header: 'Subject', cell: (t) => <OpenButton onOpen={() => onOpen(t)}>{t.subject}</OpenButton> }}
      columns={[
        { header: 'Student', cell: (t) => t.student.name, style: WRAP },
        { header: 'Course', cell: (t) => t.courseName ?? '-' },
        { header: 'Test', cell: (t) => t.testTitle ?? '-' },
        { header: 'Age', cell: (t) => ticketAge(t, now), style: NOWRAP },
        { header: 'Due', cell: (t) => <DueText ticket={t} now={now} /> },
      ]}
      state={{ header: 'Status', badge: (t) => <StatusBadge status={t.status} /> }}
      summary={(t) => (
        <>
          {t.student.name}
          {t.courseName ? ` · ${t.courseName}` : ''}
          {t.testTitle ? ` · ${t.testTitle}` : ''}
        </>
      )}
      age={(t) => ({
        text: `Asked ${ticketAge(t, now)} ago`,
        due: t.status === 'Open' && <DueText ticket={t} now={now} />,
      })}
    />
  );
}
