import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueueTicket, supportQueueFilters } from '@portico/contract/console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type QueueFilter, supportQueueQuery } from '../api/support-queue';
import { useConsoleMember } from '../components/console-shell';
import { QueueFilterControl, QueueState, useNow, useQueueFilter } from '../components/queue-frame';
import { QueueTickets } from '../components/queue-tickets';
import { TicketDrawer } from '../components/ticket-drawer';
import { TurnaroundSummary } from '../components/turnaround-summary';

const FILTERS: { value: QueueFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/**
 * /console/support (CONSOLE.md 'Remarks and support'): the students' tickets, oldest first, with
 * how long each waits and when it is due, and how fast staff answer.
 */
export function SupportQueuePage() {
  const member = useConsoleMember();
  const [status, setFilter] = useQueueFilter('status', supportQueueFilters, 'open');
  const queue = useQuery(supportQueueQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [selected, setSelected] = useState<QueueTicket | null>(null);
  const [opened, setOpened] = useState(false);

  const open = (ticket: QueueTicket) => {
    setSelected(ticket);
    setOpened(true);
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Support queue
      </Title>
      <QueueFilterControl data={FILTERS} value={status} onChange={setFilter} />
      <QueueState query={queue} loading="Loading tickets…" />
      {queue.data && (
        <>
          <TurnaroundSummary queue={queue.data} />
          <section aria-labelledby="tickets-heading">
            <Title order={2} fz="h4" id="tickets-heading" mb="sm">
              Tickets
            </Title>
            <QueueTickets tickets={queue.data.tickets} now={now} wide={wide} onOpen={open} />
          </section>
        </>
      )}
      <TicketDrawer
        ticket={selected}
        opened={opened}
        onClose={() => setOpened(false)}
        onUpdated={setSelected}
        member={member}
        staff={queue.data?.staff ?? []}
        now={now}
      />
    </Stack>
  );
}
