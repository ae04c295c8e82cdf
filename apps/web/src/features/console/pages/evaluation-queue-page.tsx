import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type EvaluationFilter, evaluationFilters } from '@portico/contract/console-evaluations';
import { useQuery } from '@tanstack/react-query';
import { evaluationQueueQuery } from '../api/evaluation-queue';
import { EvaluationQueueList } from '../components/evaluation-queue-list';
import { EvaluationTurnaround } from '../components/evaluation-turnaround';
import { QueueFilterControl, QueueState, useNow, useQueueFilter } from '../components/queue-frame';

const FILTERS: { value: EvaluationFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'released', label: 'Released' },
  { value: 'all', label: 'All' },
];

/**
 * /console/evaluations (CONSOLE.md 'Evaluations'): the attempts students sent for evaluation,
 * oldest first, with how long each waits, when it is due, who owns it, and how fast staff release.
 */
export function EvaluationQueuePage() {
  const [filter, setFilter] = useQueueFilter('filter', evaluationFilters, 'waiting');
  const queue = useQuery(evaluationQueueQuery(filter));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Evaluations
      </Title>
      <QueueFilterControl data={FILTERS} value={filter} onChange={setFilter} />
      <QueueState query={queue} loading="Loading evaluations…" />
      {queue.data && (
        <>
          <EvaluationTurnaround queue={queue.data} />
          <section aria-labelledby="evaluations-heading">
            <Title order={2} fz="h4" id="evaluations-heading" mb="sm">
              Attempts sent for evaluation
            </Title>
            <EvaluationQueueList items={queue.data.items} now={now} wide={wide} />
          </section>
        </>
      )}
    </Stack>
  );
}
