import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** What a live class page shows while its call is on its way. */
export function ListSkeleton({
  label,
  cards = 3,
  height = 150,
}: {
  label: string;
  cards?: number;
  height?: number;
}) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={22} width={180} radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <Skeleton key={i} height={height} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
