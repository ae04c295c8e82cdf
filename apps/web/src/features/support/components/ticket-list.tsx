import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { SupportMessages, type SupportTicket, supportTypeTitles } from '@portico/contract/support';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useSupportTickets } from '../api/support';
import { FollowUpForm, TicketThread } from './ticket-thread';

const STATUS_COLOUR = { Open: 'yellow', Answered: 'green', Closed: 'gray' } as const;

const typeTitle = (type: string) => supportTypeTitles[type as keyof typeof supportTypeTitles] ?? type;

/**
 * spec 2 §3 / spec 3 §5: the student's tickets (all, or one test's), newest first: subject, type,
 * date, status and the whole thread of answers and follow-ups, with a reply of the student's own on
 * a query not closed. 'No data available' when there are none; a failed list shows the server's
 * message in a red alert (spec 2 §8).
 */
export function TicketList({ testId }: { testId?: string }) {
  const tickets = useSupportTickets(testId);
  if (tickets.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading queries">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (tickets.isError) {
    return isSessionExpired(tickets.error) ? null : (
      <StatusAlert tone="error">{errorMessage(tickets.error)}</StatusAlert>
    );
  }
  if (tickets.data.length === 0) return <Text c="dimmed">{SupportMessages.empty}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tickets.data.map((t) => (
        <Ticket key={t.id} ticket={t} />
      ))}
    </Stack>
  );
}

function Ticket({ ticket }: { ticket: SupportTicket }) {
  const [replying, setReplying] = useState(false);
  const open = ticket.supportStatus !== 'Closed';
  // Waiting while the institute has not answered the student's latest message.
  const awaiting = open && ticket.replies.at(-1)?.author !== 'staff';
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Text>
          <Badge color={STATUS_COLOUR[ticket.supportStatus]} variant="light" style={{ flexShrink: 0 }}>
            {ticket.supportStatus}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {typeTitle(ticket.supportType)}
          {ticket.testTitle ? ` · ${ticket.testTitle}` : ''} · {formatDateTime(ticket.createdDateTime)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {ticket.description}
        </Text>
        {ticket.replies.length > 0 && <TicketThread ticket={ticket} />}
        {awaiting && (
          <Text size="sm" c="dimmed" fs="italic">
            Awaiting a reply
          </Text>
        )}
        {open &&
          (replying ? (
            <FollowUpForm ticket={ticket} onDone={() => setReplying(false)} />
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              aria-label={`Reply to ${ticket.subject}`}
              onClick={() => setReplying(true)}
            >
              Reply
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
