import { scoreReportQueueFilters } from '@portico/contract/console-reviews';
import { scoreReportQueueQuery } from '../api/score-report-queue';
import { useNarrowedQueue } from '../components/queue-frame';
import { ReviewQueuePage } from '../components/review-queue-page';
import { ScoreReportDrawer } from '../components/score-report-drawer';
import { ScoreReportList } from '../components/score-report-list';

const FILTERS = { pending: 'Pending', verified: 'Verified', rejected: 'Rejected', all: 'All' } as const;

/**
 * /console/score-reports (CONSOLE.md 'Score reports'): the students' TRFs, oldest first, with how
 * long each waits and when it is due, and how fast staff review them.
 */
export function ScoreReportQueuePage() {
  const queue = useNarrowedQueue('status', scoreReportQueueFilters, 'pending', scoreReportQueueQuery);
  return (
    <ReviewQueuePage
      title="Score reports"
      filters={FILTERS}
      queue={queue}
      loading="Loading score reports…"
      turnaround={{ measure: 'time to review', done: 'reviewed' }}
      section={{ id: 'reports-heading', title: 'Reports' }}
      list={(data, open) => <ScoreReportList reports={data.reports} now={queue.now} onOpen={open} />}
      drawer={ScoreReportDrawer}
    />
  );
}
