import { careerQueueFilters } from '@portico/contract/console-reviews';
import { careerQueueQuery } from '../api/career-queue';
import { CareerDrawer } from '../components/career-drawer';
import { CareerList } from '../components/career-list';
import { useNarrowedQueue } from '../components/queue-frame';
import { ReviewQueuePage } from '../components/review-queue-page';

const FILTERS = { waiting: 'Waiting', reviewed: 'Reviewed', all: 'All' } as const;

/**
 * /console/career (CONSOLE.md 'Career'): LinkedIn profiles and CVs the students sent for review,
 * oldest first, with how long each waits and when its first answer is due, and how fast staff answer.
 */
export function CareerQueuePage() {
  const queue = useNarrowedQueue('status', careerQueueFilters, 'waiting', careerQueueQuery);
  return (
    <ReviewQueuePage
      title="Career reviews"
      filters={FILTERS}
      queue={queue}
      loading="Loading career submissions…"
      turnaround={{ measure: 'time to first answer', done: 'answered' }}
      section={{ id: 'submissions-heading', title: 'Submissions' }}
      list={(data, open) => <CareerList items={data.items} now={queue.now} onOpen={open} />}
      drawer={CareerDrawer}
    />
  );
}
