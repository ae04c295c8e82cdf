import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { LiveBatchStudent } from '@portico/contract/console-live';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import type { LiveOps } from '../api/live';
import { studentSearchQuery } from '../api/students';
import { HeadedSection } from '../resource/headed-section';
import { RemoveConfirm } from '../resource/resource-dialogs';
import { WRAP } from '../resource/resource-list';
import { CardList } from './card-list';

/** A student's name and, under it, their email. */
function Person({ name, email, small }: { name: string; email: string; small?: boolean }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size={small ? 'sm' : undefined} fw={600} style={WRAP}>
        {name}
      </Text>
      <Text size={small ? 'xs' : 'sm'} c="dimmed" style={WRAP}>
        {email}
      </Text>
    </div>
  );
}

interface Props {
  batchId: string;
  students: LiveBatchStudent[];
  ops: LiveOps;
}

/** A search for students by name or email, each found one added to the batch with a button. */
function StudentFinder({
  inBatch,
  pending,
  onAdd,
}: {
  inBatch: Set<string>;
  pending: boolean;
  onAdd: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({ ...studentSearchQuery(q, 1), enabled: q !== '' });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
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
              <Person name={s.name} email={s.email} small />
              {inBatch.has(s.id) ? (
                <Text size="sm" c="dimmed">
                  In the batch
                </Text>
              ) : (
                <Button size="xs" loading={pending} onClick={() => onAdd(s.id)} aria-label={`Add ${s.name}`}>
                  Add
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The students of a batch: found by name or email and added, or removed after a confirmation. */
export function LiveStudents({ batchId, students, ops }: Props) {
  const { act, pending, failure, reset } = ops;
  const [removing, setRemoving] = useState<LiveBatchStudent>();
  return (
    <HeadedSection id="live-students-heading" title={`Students (${students.length})`}>
      <StudentFinder
        inBatch={new Set(students.map((s) => s.id))}
        pending={pending}
        onAdd={(studentId) => act({ kind: 'addStudent', params: { id: batchId }, body: { studentId } })}
      />
      {students.length === 0 && <Text c="dimmed">No students in this batch yet.</Text>}
      <CardList label="Students of the batch" items={students}>
        {(s) => (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Person name={s.name} email={s.email} />
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => {
                reset();
                setRemoving(s);
              }}
              aria-label={`Remove ${s.name}`}
            >
              Remove
            </Button>
          </Group>
        )}
      </CardList>
      <RemoveConfirm
        opened={!!removing}
        onClose={() => setRemoving(undefined)}
        title="Remove from this batch?"
        confirmLabel="Remove"
        error={failure}
        pending={pending}
        onConfirm={() =>
          removing &&
          act({ kind: 'removeStudent', params: { id: batchId, studentId: removing.id } }, () =>
            setRemoving(undefined),
          )
        }
      >
        {removing?.name} no longer sees this batch’s classes, links or recordings.
      </RemoveConfirm>
    </HeadedSection>
  );
}
