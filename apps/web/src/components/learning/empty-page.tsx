import { Paper, Text } from '@mantine/core';

/**
 * A tests page with nothing on it yet (the course has no content for this menu entry): a calm empty
 * state with the server's words, never a red error.
 */
export function EmptyPage({ message }: { message: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" mb="lg" ta="center" role="status">
      <Text fw={600}>{message}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        Tests appear here as soon as your institute adds them.
      </Text>
    </Paper>
  );
}
