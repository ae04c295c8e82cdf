import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CareerQueueFilter,
  careerQueueFilters,
  type QueueCareerItem,
} from '@portico/contract/console-reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { careerQueueQuery } from '../api/career-queue';
import { isSignedOut, staffMeQuery } from '../api/console';
import { CareerDrawer } from '../components/career-drawer';
import { CareerList } from '../components/career-list';
import { useConsoleMember } from '../components/console-shell';
import { ReviewTurnaround, useNow } from '../components/score-report-common';

const FILTERS: { value: CareerQueueFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'all', label: 'All' },
];
const filterOf = (value: string | null): CareerQueueFilter =>
  careerQueueFilters.find((f) => f === value) ?? 'waiting';

/**
 * /console/career (CONSOLE.md 'Career'): LinkedIn profiles and CVs the students sent for review,
 * oldest first, with how long each waits and when its first answer is due, and how fast staff answer.
 */
export function CareerQueuePage() {
  const member = useConsoleMember();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const queue = useQuery(careerQueueQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [selected, setSelected] = useState<QueueCareerItem | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    // The staff session ended: asking who is signed in brings back the sign-in form.
    if (isSignedOut(queue.error)) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [queue.error, queryClient]);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Career reviews
      </Title>
      <div>
        <Text id="queue-filter-label" size="sm" fw={500} mb={4}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="queue-filter-label"
          data={FILTERS}
          value={status}
          onChange={(value) => setParams(value === 'waiting' ? {} : { status: value }, { replace: true })}
        />
      </div>
      {queue.isPending && <PageLoader label="Loading career submissions…" />}
      {queue.isError && !isSignedOut(queue.error) && (
        <StatusAlert tone="error">{errorMessage(queue.error)}</StatusAlert>
      )}
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
