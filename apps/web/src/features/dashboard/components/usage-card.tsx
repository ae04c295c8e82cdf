import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@portico/contract/dashboard';
import { TEXTS } from '../texts';

/** spec 1 §2 portal usage card. */
export function UsageCard({ stats }: { stats: Dashboard['stats'] }) {
  const rows = [
    { label: TEXTS.totalTests, value: stats.totalTestTaken },
    { label: TEXTS.classesAttended, value: stats.liveClassAttendedCount },
    { label: TEXTS.videosWatched, value: stats.videosWatchedCount },
  ];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="md">
        {TEXTS.usage}
      </Title>
      <SimpleGrid cols={3} spacing="sm">
        {rows.map((r) => (
          <Stack key={r.label} gap={2} align="center" ta="center">
            <Text fz={{ base: 24, sm: 30 }} fw={800} c="var(--mantine-primary-color-filled)" lh={1.1}>
              {r.value}
            </Text>
            <Text size="xs" c="dimmed">
              {r.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
