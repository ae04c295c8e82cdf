import { type MantineRadius, SimpleGrid, type SimpleGridProps, Skeleton } from '@mantine/core';

interface SkeletonGridProps {
  /** Names the wait for screen readers ('Loading books'). */
  label: string;
  cols: SimpleGridProps['cols'];
  /** How many grey cards stand in for the ones on their way. */
  count: number;
  height: number;
  radius?: MantineRadius;
}

/** A page of cards on its way: as many grey cards, in the grid the cards will fill. */
export function SkeletonGrid({ label, cols, count, height, radius }: SkeletonGridProps) {
  return (
    <SimpleGrid cols={cols} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </SimpleGrid>
  );
}
