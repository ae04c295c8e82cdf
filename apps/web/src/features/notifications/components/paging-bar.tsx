import { ActionIcon, Group, Text } from '@mantine/core';
import { ChevronRightIcon } from '../../../components/icons';
import { TEXTS } from '../utils/texts';

interface PagingBarProps {
  text: string | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** spec 1 §2: 'Showing x to y items' with previous and next arrows. */
export function PagingBar({ text, hasPrevious, hasNext, onPrevious, onNext }: PagingBarProps) {
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label="Pages">
      <Text size="sm" aria-live="polite">
        {text}
      </Text>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={TEXTS.previous}
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          <ChevronRightIcon style={{ transform: 'rotate(180deg)' }} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={TEXTS.next} disabled={!hasNext} onClick={onNext}>
          <ChevronRightIcon />
        </ActionIcon>
      </Group>
    </Group>
  );
}
