import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { StudyTask } from '@portico/contract/study-plan';
import { Link } from 'react-router';
import { TEXTS } from '../texts';
import { shortDay } from './day-label';

type Props = {
  tasks: StudyTask[];
  /** Ticks by hand; absent on days whose record is history. */
  onTick?: (task: StudyTask, done: boolean) => void;
  busy?: boolean;
};

/** One day's tasks: each ticked by hand or by Portico, with where it came from or went. */
export function TaskList({ tasks, onTick, busy }: Props) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskRow task={task} onTick={onTick} busy={busy} />
        </li>
      ))}
    </Stack>
  );
}

function TaskRow({ task, onTick, busy }: { task: StudyTask; onTick?: Props['onTick']; busy?: boolean }) {
  const movedAway = task.movedTo !== null;
  const note = movedAway
    ? TEXTS.movedTo(shortDay(task.movedTo ?? ''))
    : task.movedFrom
      ? TEXTS.moved(shortDay(task.movedFrom))
      : null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Checkbox
          label={task.title}
          checked={task.done}
          disabled={!onTick || movedAway || busy}
          onChange={(e) => onTick?.(task, e.currentTarget.checked)}
          styles={{ label: { textDecoration: task.done || movedAway ? 'line-through' : undefined } }}
        />
        <Group gap={6} pl={30}>
          <Text size="xs" c="gray.7">
            {task.skill} · {TEXTS.minutes(task.minutes)}
            {task.done && task.doneBy ? ` · ${TEXTS.doneBy[task.doneBy]}` : ''}
          </Text>
          {note && (
            <Badge size="xs" variant="light" color={movedAway ? 'gray' : 'orange'}>
              {note}
            </Badge>
          )}
        </Group>
      </Stack>
      {!movedAway && (
        <Anchor component={Link} to={task.url} size="sm" aria-label={`${TEXTS.open} ${task.title}`}>
          {TEXTS.open}
        </Anchor>
      )}
    </Group>
  );
}
