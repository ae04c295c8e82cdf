import { Badge, Group, Text } from '@mantine/core';
import { withExtraTime } from '@portico/contract/exam-profile';
import type { LearningObject } from '@portico/contract/learning';

const STATUS: Record<LearningObject['objectStatus'], { label: string; color: string }> = {
  Launch: { label: 'Not started', color: 'gray' },
  InProgress: { label: 'In progress', color: 'orange' },
  Completed: { label: 'Completed', color: 'green' },
};

/** '37 min 30 s', '30 min', '45 s': a duration as the runner's clock will count it. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/**
 * Question count, duration and the object's status. The duration is the student's own: with an
 * access arrangement's extra time the card says what the runner's clock will show, and why.
 */
export function TestMeta({ object }: { object: LearningObject }) {
  const extra = object.extraTimePercent ?? 0;
  const seconds = withExtraTime(object.totalTime, extra);
  const facts = [
    object.questionCount > 0
      ? `${object.questionCount} ${object.questionCount === 1 ? 'question' : 'questions'}`
      : null,
    seconds > 0 ? `${formatDuration(seconds)}${extra > 0 ? ` (with your ${extra} % extra time)` : ''}` : null,
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
