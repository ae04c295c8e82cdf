import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { COURSE_SWITCHES, type CourseMenu, type CourseSwitches } from '@portico/contract/console-menus';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSaveSwitches } from '../api/menus';

/** What a course offers its students beside its menu: the dashboard's blocks and pages, each on or off. */
export function CourseSwitchesPanel({ menu }: { menu: CourseMenu }) {
  const [values, setValues] = useState<CourseSwitches>(menu.switches);
  const save = useSaveSwitches(menu.course.id);
  const changed = COURSE_SWITCHES.some(({ key }) => values[key] !== menu.switches[key]);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          What the course offers
        </Title>
        <Text size="sm" c="dimmed">
          Switch off what this course’s students should not see on their dashboard; a page switched off tells
          them it is not offered. With saving video lessons off, students watch them online only; copies
          already saved stay on their devices until removed.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {COURSE_SWITCHES.map(({ key, label }) => (
            <Switch
              key={key}
              label={label}
              checked={values[key]}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setValues((v) => ({ ...v, [key]: on }));
                save.reset();
              }}
            />
          ))}
        </SimpleGrid>
        {save.isError && <StatusAlert tone="error">{errorMessage(save.error)}</StatusAlert>}
        {save.isSuccess && <StatusAlert tone="success">{save.data.message}</StatusAlert>}
        <Group justify="flex-end">
          <Button onClick={() => save.mutate(values)} loading={save.isPending} disabled={!changed}>
            Save switches
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
