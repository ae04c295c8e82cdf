import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function SettingsPage() {
  return <Title order={1}>SettingsPage</Title>;
}
