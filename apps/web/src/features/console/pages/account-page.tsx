import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function AccountPage() {
  return <Title order={1}>AccountPage</Title>;
}
