import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueueTicket, supportQueueFilters } from '@portico/contract/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { isSignedOut, staffMeQuery } from '../api/console';
import { type QueueFilter, supportQueueQuery } from '../api/support-queue';
import { useConsoleMember } from '../components/console-shell';
import { QueueTickets } from '../components/queue-tickets';
import { TicketDrawer } from '../components/ticket-drawer';
import { TurnaroundSummary } from '../components/turnaround-summary';

const FILTERS: { value: QueueFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const filterOf = (value: string | null): QueueFilter =>
  supportQueueFilters.find((f) => f === value) ?? 'open';

/** The time now, moved on every minute so ages and due times stay right on an open page. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * /console/support (CONSOLE.md 'Remarks and support'): the students' tickets, oldest first, with
 * how long each waits and when it is due, and how fast staff answer.
 */
export function SupportQueuePage() {
  const member = useConsoleMember();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const queue = useQuery(supportQueueQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [selected, setSelected] = useState<QueueTicket | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    // The staff session ended: asking who is signed in brings back the sign-in form.
    if (isSignedOut(queue.error)) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [queue.error, queryClient]);

  const open = (ticket: QueueTicket) => {
    setSelected(ticket);
    setOpened(true);
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Support queue
      </Title>
      <div>
        <Text id="queue-filter-label" size="sm" fw={500} mb={4}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="queue-filter-label"
          data={FILTERS}
          value={status}
          onChange={(value) => setParams(value === 'open' ? {} : { status: value }, { replace: true })}
        />
      </div>
      {queue.isPending && <PageLoader label="Loading tickets…" />}
      {queue.isError && !isSignedOut(queue.error) && (
        <StatusAlert tone="error">{errorMessage(queue.error)}</StatusAlert>
      )}
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
