import { Button, Group, Text } from '@mantine/core';

/**
 * The workspace's way through the queue: 'Graded 5 of 17 today' and where the open attempt stands
 * among those waiting (graded by question: 'Grading by question: … · 3 of 7'), and Previous / Next
 * (K / J) without going back to the list.
 */
export function GradingNav({
  label,
  way,
  onGo,
}: {
  label: string;
  way: { previousId: string | null; nextId: string | null } | null;
  onGo: (id: string) => void;
}) {
  if (!way) return null;
  const { previousId, nextId } = way;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Text size="sm" c="gray.8" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {label}
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
