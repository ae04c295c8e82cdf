import { Stack, Text } from '@mantine/core';
import type { QueueTicket } from '@portico/contract/console';
import { supportTypeTitles } from '@portico/contract/support';
import { HtmlContent } from '../../../components/html-content';
import { formatDateTime } from '../../../lib/dates';
import { ticketAge } from '../utils/queue-time';
import { PRE, QueueDrawer, type QueueDrawerProps, QueueThread, ThreadMessage } from './queue-drawer';
import { DueText, StatusBadge } from './queue-tickets';
import { Fact, StateLine, StudentFact } from './score-report-common';
import { TicketActions } from './ticket-actions';

type Props = QueueDrawerProps<QueueTicket>;

const typeTitle = (type: string) => supportTypeTitles[type as keyof typeof supportTypeTitles] ?? type;

/**
 * The student's question and every message after it, oldest first, each with who wrote it and
 * when: a new reply joins the thread, it never replaces one. Messages are server HTML, sanitised.
 */
function Conversation({ ticket }: { ticket: QueueTicket }) {
  const student = `${ticket.student.name} (student)`;
  return (
    <QueueThread id="ticket-conversation-heading" title="Conversation">
      {[
        <ThreadMessage key="question" author={student} at={ticket.createdAt}>
          <Text size="sm" style={PRE}>
            {ticket.description}
          </Text>
        </ThreadMessage>,
        ...ticket.replies.map((r) => (
          <ThreadMessage
            key={r.id}
            author={r.author === 'student' ? student : (r.staffName ?? 'Staff')}
            at={r.createdAt}
          >
            <HtmlContent html={r.message} />
          </ThreadMessage>
        )),
      ]}
    </QueueThread>
  );
}

/** One ticket of the queue: the student's question, the thread so far, and what staff can do. */
export function TicketDrawer({ item: ticket, opened, onClose, onUpdated, member, staff, now }: Props) {
  return (
    <QueueDrawer opened={opened} onClose={onClose} title={ticket?.subject}>
      {ticket && (
        <Stack gap="lg" key={ticket.id}>
          <Stack gap={6}>
            <StateLine
              badge={<StatusBadge status={ticket.status} />}
              due={ticket.status === 'Open' && <DueText ticket={ticket} now={now} />}
            />
            <StudentFact student={ticket.student} />
            <Fact label="Course">{ticket.courseName ?? '-'}</Fact>
            {ticket.testTitle && <Fact label="Test">{ticket.testTitle}</Fact>}
            <Fact label="Type">{typeTitle(ticket.supportType)}</Fact>
            <Fact label="Asked">
              {formatDateTime(ticket.createdAt)} ({ticketAge(ticket, now)} ago)
            </Fact>
            <Fact label="Assigned to">{ticket.assignee?.name ?? 'Nobody'}</Fact>
          </Stack>
          <Conversation ticket={ticket} />
          <TicketActions
            key={ticket.id}
            ticket={ticket}
            member={member}
            staff={staff}
            onUpdated={onUpdated}
          />
        </Stack>
      )}
    </QueueDrawer>
  );
}
