import { Anchor, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueueTicket, StaffMember, SupportQueue } from '@portico/contract/console';
import { supportTypeTitles } from '@portico/contract/support';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { formatDateTime } from '../../../lib/dates';
import { ticketAge } from '../utils/queue-time';
import { DueText, StatusBadge } from './queue-tickets';
import { TicketActions } from './ticket-actions';

interface Props {
  /** The ticket shown; kept while the drawer closes. */
  ticket: QueueTicket | null;
  opened: boolean;
  onClose: () => void;
  onUpdated: (ticket: QueueTicket) => void;
  member: StaffMember;
  staff: SupportQueue['staff'];
  now: number;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

const typeTitle = (type: string) => supportTypeTitles[type as keyof typeof supportTypeTitles] ?? type;

function Message({ author, at, children }: { author: string; at: string; children: ReactNode }) {
  return (
    <Paper component="li" radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
      <Text size="xs" fw={600} mb={4}>
        {author} · {formatDateTime(at)}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * The student's question and every message after it, oldest first, each with who wrote it and
 * when: a new reply joins the thread, it never replaces one. Messages are server HTML, sanitised.
 */
function Conversation({ ticket }: { ticket: QueueTicket }) {
  const student = `${ticket.student.name} (student)`;
  return (
    <section aria-labelledby="ticket-conversation-heading">
      <Title order={3} fz="h5" id="ticket-conversation-heading" mb="xs">
        Conversation
      </Title>
      <Stack
        component="ol"
        gap="xs"
        aria-label="Conversation, oldest first"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        <Message author={student} at={ticket.createdAt}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ticket.description}
          </Text>
        </Message>
        {ticket.replies.map((r) => (
          <Message
            key={r.id}
            author={r.author === 'student' ? student : (r.staffName ?? 'Staff')}
            at={r.createdAt}
          >
            <HtmlContent html={r.message} />
          </Message>
        ))}
      </Stack>
    </section>
  );
}

/** One ticket of the queue: the student's question, the thread so far, and what staff can do. */
export function TicketDrawer({ ticket, opened, onClose, onUpdated, member, staff, now }: Props) {
  return (
    // Compound form: the default Drawer header is a <header> element, a second banner landmark.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(40rem, 100%)" padding="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" align="flex-start" wrap="nowrap" px="md" pt="md" pb="xs">
          <Drawer.Title fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {ticket?.subject}
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close details" />
        </Group>
        <Drawer.Body>
          {ticket && (
            <Stack gap="lg" key={ticket.id}>
              <Stack gap={6}>
                <Group gap="sm">
                  <StatusBadge status={ticket.status} />
                  {ticket.status === 'Open' && (
                    <Text size="sm">
                      <DueText ticket={ticket} now={now} />
                    </Text>
                  )}
                </Group>
                <Fact label="Student">
                  {ticket.student.name} (
                  <Anchor href={`mailto:${ticket.student.email}`} inherit>
                    {ticket.student.email}
                  </Anchor>
                  )
                </Fact>
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
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
