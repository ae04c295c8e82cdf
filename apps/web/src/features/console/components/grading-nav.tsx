import { Button, Group, Text } from '@mantine/core';
import type { GradingPlace } from '../utils/grading-queue';

/**
 * The workspace's way through the queue: 'Graded 5 of 17 today', where the open attempt stands
 * among those waiting, and Previous / Next (K / J) without going back to the list.
 */
export function GradingNav({ place, onGo }: { place: GradingPlace | null; onGo: (id: string) => void }) {
  if (!place) return null;
  const { previousId, nextId } = place;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Text size="sm" c="gray.8" aria-live="polite">
        Graded {place.graded} of {place.total} today
        {place.position !== null && ` · ${place.position} of ${place.waiting} waiting`}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          disabled={!previousId}
          aria-keyshortcuts="K"
          onClick={() => previousId && onGo(previousId)}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={!nextId}
          aria-keyshortcuts="J"
          onClick={() => nextId && onGo(nextId)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
