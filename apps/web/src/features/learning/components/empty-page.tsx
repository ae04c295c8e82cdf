import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

export const TESTS_HINT = 'Tests appear here as soon as your institute adds them.';
export const LESSONS_HINT = 'Lessons appear here as soon as your institute adds them.';

/**
 * A learning page with nothing on it (the course has no lessons, books or videos for this menu entry,
 * or the address names none): a calm empty state with the server's words and a way on, never a red
 * error and never a skeleton that waits forever.
 */
export function EmptyPage({ message, hint }: { message: string; hint: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" mb="lg" ta="center" role="status">
      <Text fw={600}>{message}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {hint}
      </Text>
      <Anchor component={Link} to="/dashboard" size="sm" mt="sm" display="inline-block">
        Back to the dashboard
      </Anchor>
    </Paper>
  );
}
