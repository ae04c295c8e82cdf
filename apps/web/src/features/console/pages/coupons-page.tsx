import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function CouponsPage() {
  return <Title order={1}>CouponsPage</Title>;
}
