import { type QueueScoreReport, scoreReportQueueFilters } from '@portico/contract/console-reviews';
import { scoreReportQueueQuery } from '../api/score-report-queue';
import { useConsoleMember } from '../components/console-shell';
import { QueuePage, QueueSection, useQueue, useQueueDrawer } from '../components/queue-frame';
import { ScoreReportDrawer } from '../components/score-report-drawer';
import { ScoreReportList } from '../components/score-report-list';
import { QueueTurnaround } from '../components/turnaround-summary';

const FILTERS = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected', all: 'All' } as const;

/**
 * /console/score-reports (CONSOLE.md 'Score reports'): the students' TRFs, oldest first, with how
 * long each waits and when it is due, and how fast staff review them.
 */
export function ScoreReportQueuePage() {
  const member = useConsoleMember();
  const queue = useQueue('status', scoreReportQueueFilters, 'pending', scoreReportQueueQuery);
  const drawer = useQueueDrawer<QueueScoreReport>();
  const { now } = queue;
  return (
    <QueuePage
      title="Score reports"
      filters={FILTERS}
      queue={queue}
      loading="Loading score reports…"
      drawer={
        <ScoreReportDrawer
          report={drawer.selected}
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
            measure="time to review"
            done="reviewed"
          />
          <QueueSection id="reports-heading" title="Reports">
            <ScoreReportList reports={data.reports} now={now} onOpen={drawer.open} />
          </QueueSection>
        </>
      )}
    </QueuePage>
  );
}
