import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function EvaluationPage() {
  return <Title order={1}>EvaluationPage</Title>;
}
