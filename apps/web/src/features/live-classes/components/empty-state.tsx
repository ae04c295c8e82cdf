import { Paper, Text } from '@mantine/core';

/** spec 3 §8 an empty list's words, calm (not an error). */
export function EmptyState({ message }: { message: string }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" role="status">
      <Text fw={600}>{message}</Text>
    </Paper>
  );
}
