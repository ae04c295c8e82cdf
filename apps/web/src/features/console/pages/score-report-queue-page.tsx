import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type QueueScoreReport,
  type ScoreReportQueueFilter,
  scoreReportQueueFilters,
} from '@portico/contract/console-reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { isSignedOut, staffMeQuery } from '../api/console';
import { scoreReportQueueQuery } from '../api/score-report-queue';
import { useConsoleMember } from '../components/console-shell';
import { ReviewTurnaround, useNow } from '../components/score-report-common';
import { ScoreReportDrawer } from '../components/score-report-drawer';
import { ScoreReportList } from '../components/score-report-list';

const FILTERS: { value: ScoreReportQueueFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const filterOf = (value: string | null): ScoreReportQueueFilter =>
  scoreReportQueueFilters.find((f) => f === value) ?? 'pending';

/**
 * /console/score-reports (CONSOLE.md 'Score reports'): the students' TRFs, oldest first, with how
 * long each waits and when it is due, and how fast staff review them.
 */
export function ScoreReportQueuePage() {
  const member = useConsoleMember();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const queue = useQuery(scoreReportQueueQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [selected, setSelected] = useState<QueueScoreReport | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    // The staff session ended: asking who is signed in brings back the sign-in form.
    if (isSignedOut(queue.error)) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [queue.error, queryClient]);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Score reports
      </Title>
      <div>
        <Text id="queue-filter-label" size="sm" fw={500} mb={4}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="queue-filter-label"
          data={FILTERS}
          value={status}
          onChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
        />
      </div>
      {queue.isPending && <PageLoader label="Loading score reports…" />}
      {queue.isError && !isSignedOut(queue.error) && (
        <StatusAlert tone="error">{errorMessage(queue.error)}</StatusAlert>
      )}
      {queue.data && (
        <>
          <ReviewTurnaround
            turnaround={queue.data.turnaround}
            byStaff={queue.data.byStaff}
            what="review"
            done="reviewed"
          />
          <section aria-labelledby="reports-heading">
            <Title order={2} fz="h4" id="reports-heading" mb="sm">
              Reports
            </Title>
            <ScoreReportList
              reports={queue.data.reports}
              now={now}
              wide={wide}
              onOpen={(report) => {
                setSelected(report);
                setOpened(true);
              }}
            />
          </section>
        </>
      )}
      <ScoreReportDrawer
        report={selected}
        opened={opened}
        onClose={() => setOpened(false)}
        member={member}
        staff={queue.data?.staff ?? []}
        now={now}
      />
    </Stack>
  );
}
