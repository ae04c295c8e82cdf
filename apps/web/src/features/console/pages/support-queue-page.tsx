import { type QueueTicket, supportQueueFilters } from '@portico/contract/console';
import { supportQueueQuery } from '../api/support-queue';
import { useConsoleMember } from '../components/console-shell';
import { QueuePage, QueueSection, useQueue, useQueueDrawer } from '../components/queue-frame';
import { QueueTickets } from '../components/queue-tickets';
import { TicketDrawer } from '../components/ticket-drawer';
import { QueueTurnaround } from '../components/turnaround-summary';

const FILTERS = { open: 'Open', answered: 'Answered', closed: 'Closed', all: 'All' } as const;

/**
 * /console/support (CONSOLE.md 'Remarks and support'): the students' tickets, oldest first, with
 * how long each waits and when it is due, and how fast staff answer.
 */
export function SupportQueuePage() {
  const member = useConsoleMember();
  const queue = useQueue('status', supportQueueFilters, 'open', supportQueueQuery);
  const drawer = useQueueDrawer<QueueTicket>();
  const { now } = queue;
  return (
    <QueuePage
      title="Support queue"
      filters={FILTERS}
      queue={queue}
      loading="Loading tickets…"
      drawer={
        <TicketDrawer
          ticket={drawer.selected}
          opened={drawer.opened}
          onClose={drawer.close}
          onUpdated={drawer.update}
          member={member}
          staff={queue.query.data?.staff ?? []}
          now={now}
        />
      }
    >
      {(data) => (
        <>
          <QueueTurnaround
            turnaround={data.turnaround}
            byStaff={data.byStaff}
            measure="first reply"
            done="answered"
          />
          <QueueSection id="tickets-heading" title="Tickets">
            <QueueTickets tickets={data.tickets} now={now} onOpen={drawer.open} />
          </QueueSection>
        </>
      )}
    </QueuePage>
  );
}
