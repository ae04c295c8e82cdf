import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function LivePage() {
  return <Title order={1}>LivePage</Title>;
}
