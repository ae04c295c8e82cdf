import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function NoticesPage() {
  return <Title order={1}>NoticesPage</Title>;
}
