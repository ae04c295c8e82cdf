import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OngoingClass } from '@portico/contract/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListStack } from '../../../components/plain-list';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { launchLiveClass } from '../../live-classes/public';
import { dashboardQueryKey } from '../api/get-dashboard';
import { TEXTS } from '../texts';

/** spec 1 §2 Ongoing Classes: Launch when started, else Not Started; 'No Online Classes Found!'. */
export function OngoingClasses({ classes, courseId }: { classes: OngoingClass[]; courseId: string | null }) {
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState<string | null>(null);
  const launch = async (cls: OngoingClass) => {
    setLaunching(cls.id);
    try {
      await launchLiveClass(cls, courseId);
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey() });
    } catch (error) {
      notify.show({ color: 'red', message: errorMessage(error) || TEXTS.launchFailed });
    } finally {
      setLaunching(null);
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="md">
        {TEXTS.ongoingClasses}
      </Title>
      {classes.length === 0 ? (
        <Text c="dimmed">{TEXTS.noClasses}</Text>
      ) : (
        <ListStack gap="sm">
          {classes.map((c) => (
            <li key={c.id}>
              <Paper withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} size="sm">
                      {c.className}
                    </Text>
                    {c.clsStatus === 'started' && (
                      <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                        Live
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {c.batchName} · {c.classTimeString}
                  </Text>
                  {c.agenda && (
                    <Text size="xs" c={/on time/i.test(c.agenda) ? 'red.8' : undefined}>
                      {c.agenda}
                    </Text>
                  )}
                  {c.clsStatus === 'started' ? (
                    <Button
                      size="xs"
                      onClick={() => launch(c)}
                      loading={launching === c.id}
                      aria-label={`${TEXTS.launch}: ${c.className}`}
                    >
                      {TEXTS.launch}
                    </Button>
                  ) : (
                    <Button size="xs" variant="default" disabled>
                      {TEXTS.notStarted}
                    </Button>
                  )}
                </Stack>
              </Paper>
            </li>
          ))}
        </ListStack>
      )}
    </Paper>
  );
}
