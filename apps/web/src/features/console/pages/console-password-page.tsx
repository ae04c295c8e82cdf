import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function ConsolePasswordPage() {
  return <Title order={1}>ConsolePasswordPage</Title>;
}
