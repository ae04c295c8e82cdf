import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type EvaluationFilter, evaluationFilters } from '@portico/contract/console-evaluations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { isSignedOut, staffMeQuery } from '../api/console';
import { evaluationQueueQuery } from '../api/evaluation-queue';
import { EvaluationQueueList } from '../components/evaluation-queue-list';
import { EvaluationTurnaround } from '../components/evaluation-turnaround';

const FILTERS: { value: EvaluationFilter; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'released', label: 'Released' },
  { value: 'all', label: 'All' },
];
const filterOf = (value: string | null): EvaluationFilter =>
  evaluationFilters.find((f) => f === value) ?? 'waiting';

/** The time now, moved on every minute so ages and due times stay right on an open page. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * /console/evaluations (CONSOLE.md 'Evaluations'): the attempts students sent for evaluation,
 * oldest first, with how long each waits, when it is due, who owns it, and how fast staff release.
 */
export function EvaluationQueuePage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('filter'));
  const queue = useQuery(evaluationQueueQuery(filter));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const now = useNow();

  useEffect(() => {
    if (isSignedOut(queue.error)) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [queue.error, queryClient]);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Evaluations
      </Title>
      <div>
        <Text id="evaluation-filter-label" size="sm" fw={500} mb={4}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="evaluation-filter-label"
          data={FILTERS}
          value={filter}
          onChange={(value) => setParams(value === 'waiting' ? {} : { filter: value }, { replace: true })}
        />
      </div>
      {queue.isPending && <PageLoader label="Loading evaluations…" />}
      {queue.isError && !isSignedOut(queue.error) && (
        <StatusAlert tone="error">{errorMessage(queue.error)}</StatusAlert>
      )}
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
