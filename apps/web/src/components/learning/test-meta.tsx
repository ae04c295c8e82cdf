import { Badge, Group, Text } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';

const STATUS: Record<LearningObject['objectStatus'], { label: string; color: string }> = {
  Launch: { label: 'Not started', color: 'gray' },
  InProgress: { label: 'In progress', color: 'orange' },
  Completed: { label: 'Completed', color: 'green' },
};

/** Question count, duration (totalTime is in seconds) and the object's status. */
export function TestMeta({ object }: { object: LearningObject }) {
  const minutes = Math.round(object.totalTime / 60);
  const facts = [
    object.questionCount > 0
      ? `${object.questionCount} ${object.questionCount === 1 ? 'question' : 'questions'}`
      : null,
    minutes > 0 ? `${minutes} min` : null,
  ].filter(Boolean);
  const status = STATUS[object.objectStatus];
  return (
    <Group gap="xs" wrap="wrap">
      {facts.length > 0 && (
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
      <Badge variant="light" color={status.color} radius="sm">
        {status.label}
      </Badge>
    </Group>
  );
}
