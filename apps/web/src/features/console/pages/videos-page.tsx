import { Title } from '@mantine/core';

/** Being built (issue 18). */
export function VideosPage() {
  return <Title order={1}>VideosPage</Title>;
}
