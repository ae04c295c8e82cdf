import { SimpleGrid, Skeleton } from '@mantine/core';

export function CardsSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={170} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
