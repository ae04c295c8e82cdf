import { supportQueueFilters } from '@portico/contract/console';
import { supportQueueQuery } from '../api/support-queue';
import { useNarrowedQueue } from '../components/queue-frame';
import { QueueTickets } from '../components/queue-tickets';
import { ReviewQueuePage } from '../components/review-queue-page';
import { TicketDrawer } from '../components/ticket-drawer';

const FILTERS = { open: 'Open', answered: 'Answered', closed: 'Closed', all: 'All' } as const;

/**
 * /console/support (CONSOLE.md 'Remarks and support'): the students' tickets, oldest first, with
 * how long each waits and when it is due, and how fast staff answer.
 */
export function SupportQueuePage() {
  const queue = useNarrowedQueue('status', supportQueueFilters, 'open', supportQueueQuery);
  return (
    <ReviewQueuePage
      title="Support queue"
      filters={FILTERS}
      queue={queue}
      loading="Loading tickets…"
      turnaround={{ measure: 'first reply', done: 'answered' }}
      section={{ id: 'tickets-heading', title: 'Tickets' }}
      list={(data, open) => <QueueTickets tickets={data.tickets} now={queue.now} onOpen={open} />}
      drawer={TicketDrawer}
    />
  );
}
