import { Center, Loader, Stack, Text } from '@mantine/core';

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
