import { careerQueueFilters, type QueueCareerItem } from '@portico/contract/console-reviews';
import { careerQueueQuery } from '../api/career-queue';
import { CareerDrawer } from '../components/career-drawer';
import { CareerList } from '../components/career-list';
import { useConsoleMember } from '../components/console-shell';
import { QueuePage, QueueSection, useQueue, useQueueDrawer } from '../components/queue-frame';
import { QueueTurnaround } from '../components/turnaround-summary';

const FILTERS = { waiting: 'Waiting', reviewed: 'Reviewed', all: 'All' } as const;

/**
 * /console/career (CONSOLE.md 'Career'): LinkedIn profiles and CVs the students sent for review,
 * oldest first, with how long each waits and when its first answer is due, and how fast staff answer.
 */
export function CareerQueuePage() {
  const member = useConsoleMember();
  const queue = useQueue('status', careerQueueFilters, 'waiting', careerQueueQuery);
  const drawer = useQueueDrawer<QueueCareerItem>();
  const { now } = queue;
  return (
    <QueuePage
      title="Career reviews"
      filters={FILTERS}
      queue={queue}
      loading="Loading career submissions…"
      drawer={
        <CareerDrawer
          item={drawer.selected}
          opened={drawer.opened}
          onClose={drawer.close}
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
            measure="time to first answer"
            done="answered"
          />
          <QueueSection id="submissions-heading" title="Submissions">
            <CareerList items={data.items} now={now} onOpen={drawer.open} />
          </QueueSection>
        </>
      )}
    </QueuePage>
  );
}
