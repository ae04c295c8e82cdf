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

/** One ticket of the queue: the student's question, the reply so far, and what staff can do. */
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
              <section aria-labelledby="ticket-question-heading">
                <Title order={3} fz="h5" id="ticket-question-heading" mb="xs">
                  Question
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {ticket.description}
                </Text>
              </section>
              {ticket.adminResponse && (
                <section aria-labelledby="ticket-answer-heading">
                  <Title order={3} fz="h5" id="ticket-answer-heading" mb="xs">
                    Reply so far
                  </Title>
                  <Paper bg="var(--mantine-color-gray-0)" radius="sm" p="sm">
                    <HtmlContent html={ticket.adminResponse} />
                  </Paper>
                </section>
              )}
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
