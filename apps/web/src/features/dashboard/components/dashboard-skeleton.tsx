import { Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** What the page shows while the dashboard call is on its way. */
export function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the dashboard">
      <Skeleton height={36} width="45%" radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={92} radius="lg" />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Skeleton height={260} radius="lg" />
            <Skeleton height={120} radius="lg" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Skeleton height={180} radius="lg" />
            <Skeleton height={220} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
