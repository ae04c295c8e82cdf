import { Badge, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LiveClass } from '@portico/contract/live-classes';
import type { ReactNode } from 'react';
import { ClockIcon } from '../../../components/icons';
import { TEXTS } from '../texts';
import { isOnTimeAgenda } from '../utils/class-days';

type ClassCardProps = {
  cls: LiveClass;
  /** The batch's name under the class's (the list of all the student's classes). */
  showBatch?: boolean;
  /** A badge beside the name (null: none); by default the class's live or cancelled state. */
  badge?: ReactNode;
  /** Buttons and links: at the right on a wide screen, under the text on a phone. */
  children?: ReactNode;
};

/**
 * spec 3 §2 a class card: class name, agenda (red when it asks to be on time), start time and the
 * duration in minutes from the zoom data.
 */
export function ClassCard({ cls, showBatch = false, badge, children }: ClassCardProps) {
  const titleId = `class-${cls.id}`;
  const onTime = isOnTimeAgenda(cls.agenda);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: 'sm', sm: 'lg' }}
        align={{ base: 'stretch', sm: 'center' }}
      >
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" align="center">
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {cls.className}
            </Title>
            {badge === undefined ? <StatusBadge cls={cls} /> : badge}
          </Group>
          {showBatch && (
            <Text size="sm" c="dimmed" mt={-4}>
              {cls.batchName}
            </Text>
          )}
          {cls.agenda && (
            <Text size="sm" c={onTime ? 'red.8' : undefined} fw={onTime ? 600 : undefined}>
              {cls.agenda}
            </Text>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <ClockIcon
              size={16}
              style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' }}
            />
            <Text size="sm" c="dimmed">
              {cls.classTimeString} · {TEXTS.minutes(cls.zoomData.duration)}
            </Text>
          </Group>
          {cls.alertMessage && (
            <Text size="sm" c="orange.9" fw={500}>
              {cls.alertMessage}
            </Text>
          )}
        </Stack>
        {children && (
          <Group gap="sm" style={{ flexShrink: 0 }}>
            {children}
          </Group>
        )}
      </Flex>
    </Paper>
  );
}

function StatusBadge({ cls }: { cls: LiveClass }) {
  if (cls.clsStatus === 'started') {
    return (
      <Badge color="green" variant="light">
        {TEXTS.liveNow}
      </Badge>
    );
  }
  if (cls.clsStatus === 'cancelled') {
    return (
      <Badge color="gray" variant="light">
        {TEXTS.cancelled}
      </Badge>
    );
  }
  return null;
}
