import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type QueueScoreReport,
  type ScoreReportQueueFilter,
  scoreReportQueueFilters,
} from '@portico/contract/console-reviews';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { scoreReportQueueQuery } from '../api/score-report-queue';
import { useConsoleMember } from '../components/console-shell';
import { QueueFilterControl, QueueState, useNow, useQueueFilter } from '../components/queue-frame';
import { ReviewTurnaround } from '../components/score-report-common';
import { ScoreReportDrawer } from '../components/score-report-drawer';
import { ScoreReportList } from '../components/score-report-list';

const FILTERS: { value: ScoreReportQueueFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/**
 * /console/score-reports (CONSOLE.md 'Score reports'): the students' TRFs, oldest first, with how
 * long each waits and when it is due, and how fast staff review them.
 */
export function ScoreReportQueuePage() {
  const member = useConsoleMember();
  const [status, setFilter] = useQueueFilter('status', scoreReportQueueFilters, 'pending');
  const queue = useQuery(scoreReportQueueQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();
  const [selected, setSelected] = useState<QueueScoreReport | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Score reports
      </Title>
      <QueueFilterControl data={FILTERS} value={status} onChange={setFilter} />
      <QueueState query={queue} loading="Loading score reports…" />
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
