import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function ScoreReportQueuePage() {
  return <Title order={1}>ScoreReportQueuePage</Title>;
}
