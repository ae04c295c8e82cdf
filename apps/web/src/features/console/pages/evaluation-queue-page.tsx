import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function EvaluationQueuePage() {
  return <Title order={1}>EvaluationQueuePage</Title>;
}
