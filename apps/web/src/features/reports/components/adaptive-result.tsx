import { Paper, Text } from '@mantine/core';
import type { CatReport } from '@portico/contract/adaptive';

/**
 * An adaptive section's result (decision 064): its questions were chosen one by one by how the
 * student answered, so its score is measured from the questions' difficulty, not counted from right
 * answers; the likely range says how sure that measure is (80 %, from its standard error).
 */
export function AdaptiveResult({ title, result }: { title: string; result: CatReport }) {
  const stopped = result.taken < result.length;
  return (
    <Paper withBorder p="sm" mb="md" radius="md">
      <Text fw={600}>
        {title}: {result.score}{' '}
        <Text span c="gray.7" size="sm">
          (likely {result.low}–{result.high})
        </Text>
      </Text>
      <Text size="sm" c="gray.7">
        The questions adapted to your answers: {result.taken} of {result.length} taken. The score is measured
        from how hard the questions you answered right and wrong were; the range is where your score lies four
        times in five.
        {stopped ? ' The test ended before every question was taken, so the range is wider.' : ''}
      </Text>
    </Paper>
  );
}
