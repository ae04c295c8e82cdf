import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LiveBatchStudent } from '@portico/contract/console-live';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import type { LiveOps } from '../api/live';
import { studentSearchQuery } from '../api/students';

interface Props {
  batchId: string;
  students: LiveBatchStudent[];
  ops: LiveOps;
}

/** The students of a batch: found by name or email and added, or removed after a confirmation. */
export function LiveStudents({ batchId, students, ops }: Props) {
  const { act, pending, failure, reset } = ops;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [removing, setRemoving] = useState<LiveBatchStudent>();
  const found = useQuery({ ...studentSearchQuery(q, 1), enabled: q !== '' });
  const inBatch = new Set(students.map((s) => s.id));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <section aria-labelledby="live-students-heading">
      <Title order={2} fz="h3" id="live-students-heading" mb="sm">
        Students ({students.length})
      </Title>
      <Paper withBorder radius="md" p="md" mb="md">
        <form onSubmit={search} aria-label="Find a student to add">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Name or email"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
        {found.isError && (
          <StatusAlert tone="error" mt="sm">
            {errorMessage(found.error)}
          </StatusAlert>
        )}
        {found.data && q && (
          <Stack
            gap={6}
            mt="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Students found"
          >
            {found.data.students.length === 0 && (
              <Text component="li" c="dimmed" size="sm">
                No student matches “{q}”.
              </Text>
            )}
            {found.data.students.map((s) => (
              <Group component="li" key={s.id} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {s.email}
                  </Text>
                </div>
                {inBatch.has(s.id) ? (
                  <Text size="sm" c="dimmed">
                    In the batch
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    loading={pending}
                    onClick={() => act({ path: `/batches/${batchId}/students`, body: { studentId: s.id } })}
                    aria-label={`Add ${s.name}`}
                  >
                    Add
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      {students.length === 0 && <Text c="dimmed">No students in this batch yet.</Text>}
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Students of the batch"
      >
        {students.map((s) => (
          <Paper component="li" key={s.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {s.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.email}
                </Text>
              </div>
              <Button
                size="xs"
                variant="outline"
                color="red.8"
                onClick={() => {
                  reset();
                  setRemoving(s);
                }}
                aria-label={`Remove ${s.name}`}
              >
                Remove
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal opened={!!removing} onClose={() => setRemoving(undefined)} title="Remove from this batch?">
        <Stack gap="md">
          {failure && <StatusAlert tone="error">{failure}</StatusAlert>}
          <Text size="sm">{removing?.name} no longer sees this batch’s classes, links or recordings.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(undefined)}>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={pending}
              onClick={() =>
                removing &&
                act({ path: `/batches/${batchId}/students/${removing.id}/remove` }, () =>
                  setRemoving(undefined),
                )
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
