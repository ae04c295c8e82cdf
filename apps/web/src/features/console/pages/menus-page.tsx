import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function MenusPage() {
  return <Title order={1}>MenusPage</Title>;
}
