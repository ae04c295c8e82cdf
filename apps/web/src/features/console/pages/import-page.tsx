import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function ImportPage() {
  return <Title order={1}>ImportPage</Title>;
}
