import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CareerQueueFilter,
  careerQueueFilters,
  type QueueCareerItem,
} from '@portico/contract/console-reviews';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { careerQueueQuery } from '../api/career-queue';
import { CareerDrawer } from '../components/career-drawer';
import { CareerList } from '../components/career-list';
import { useConsoleMember } from '../components/console-shell';
import { QueueFilterControl, QueueState, useNow, useQueueFilter } from '../components/queue-frame';
import { ReviewTurnaround } from '../components/score-report-common';

const FILTERS: { value: CareerQueueFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'all', label: 'All' },
];

/**
 * /console/career (CONSOLE.md 'Career'): LinkedIn profiles and CVs the students sent for review,
 * oldest first, with how long each waits and when its first answer is due, and how fast staff answer.
 */
export function CareerQueuePage() {
  const member = useConsoleMember();
  const [status, setFilter] = useQueueFilter('status', careerQueueFilters, 'waiting');
  const queue = useQuery(careerQueueQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [selected, setSelected] = useState<QueueCareerItem | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Career reviews
      </Title>
      <QueueFilterControl data={FILTERS} value={status} onChange={setFilter} />
      <QueueState query={queue} loading="Loading career submissions…" />
      {queue.data && (
        <>
          <ReviewTurnaround
            turnaround={queue.data.turnaround}
            byStaff={queue.data.byStaff}
            what="first answer"
            done="answered"
          />
          <section aria-labelledby="submissions-heading">
            <Title order={2} fz="h4" id="submissions-heading" mb="sm">
              Submissions
            </Title>
            <CareerList
              items={queue.data.items}
              now={now}
              wide={wide}
              onOpen={(item) => {
                setSelected(item);
                setOpened(true);
              }}
            />
          </section>
        </>
      )}
      <CareerDrawer
        item={selected}
        opened={opened}
        onClose={() => setOpened(false)}
        member={member}
        staff={queue.data?.staff ?? []}
        now={now}
      />
    </Stack>
  );
}
