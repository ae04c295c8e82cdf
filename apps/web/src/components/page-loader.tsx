import {
  Center,
  Loader,
  type MantineRadius,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';

interface PageLoaderProps {
  /** Announced to screen readers; shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Full-screen wait state (boot, route loading) rendered as the page's main landmark. */
  fullScreen?: boolean;
}

export function PageLoader({ label = 'Loading…', showLabel = false, fullScreen = false }: PageLoaderProps) {
  return (
    <Center
      component={fullScreen ? 'main' : 'div'}
      mih={fullScreen ? '100dvh' : 160}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text size="sm" c="dimmed" className={showLabel ? undefined : 'visually-hidden'}>
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

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
