import { evaluationFilters } from '@portico/contract/console-evaluations';
import { evaluationQueueQuery } from '../api/evaluation-queue';
import { EvaluationQuestionList } from '../components/evaluation-question-list';
import { EvaluationQueueList } from '../components/evaluation-queue-list';
import { QueuePage, QueueSection, useNarrowedQueue } from '../components/queue-frame';
import { ReleaseReviewed } from '../components/release-reviewed';
import { QueueTurnaround } from '../components/turnaround-summary';

const FILTERS = { waiting: 'Waiting', released: 'Released', all: 'All' } as const;

/**
 * /console/evaluations (CONSOLE.md 'Evaluations'): the attempts students sent for evaluation,
 * oldest first, with how long each waits, when it is due, who owns it, and how fast staff release;
 * while waiting ones show, the questions they hold, to grade one prompt across all students.
 */
export function EvaluationQueuePage() {
  const queue = useNarrowedQueue('filter', evaluationFilters, 'waiting', evaluationQueueQuery);
  return (
    <QueuePage title="Evaluations" filters={FILTERS} queue={queue} loading="Loading evaluations…">
      {(data) => (
        <>
          <QueueTurnaround
            turnaround={data.turnaround}
            byStaff={data.byStaff}
            measure="request to release"
            done="released"
          />
          <ReleaseReviewed items={data.items} />
          {/* The questions are of every waiting attempt: shown with the whole waiting list only. */}
          {queue.filter === 'waiting' && !queue.narrowed.value.late && !queue.narrowed.value.mine && (
            <QueueSection id="questions-heading" title="Grade by question">
              <EvaluationQuestionList />
            </QueueSection>
          )}
          <QueueSection id="evaluations-heading" title="Attempts sent for evaluation">
            <EvaluationQueueList items={data.items} now={queue.now} />
          </QueueSection>
        </>
      )}
    </QueuePage>
  );
}
