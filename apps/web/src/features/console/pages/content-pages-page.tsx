import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function ContentPagesPage() {
  return <Title order={1}>ContentPagesPage</Title>;
}
