import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function CareerQueuePage() {
  return <Title order={1}>CareerQueuePage</Title>;
}
