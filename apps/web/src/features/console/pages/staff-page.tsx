import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function StaffPage() {
  return <Title order={1}>StaffPage</Title>;
}
