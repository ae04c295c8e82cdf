import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function LiveBatchPage() {
  return <Title order={1}>LiveBatchPage</Title>;
}
