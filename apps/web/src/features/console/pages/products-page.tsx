import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function ProductsPage() {
  return <Title order={1}>ProductsPage</Title>;
}
