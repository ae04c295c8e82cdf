import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { LiveBatch } from '@portico/contract/console-live';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);
const classes = (n: number) => (n === 1 ? '1 class' : `${n} classes`);

function Running({ on }: { on: boolean }) {
  return (
    <Badge variant="light" color={on ? 'green' : 'gray'} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {on ? 'Running' : 'Paused'}
    </Badge>
  );
}

const NameLink = ({ b }: { b: LiveBatch }) => (
  <Anchor component={Link} to={`/console/live/batches/${b.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
    {b.batchName}
  </Anchor>
);

/** A course's batches: a table on a wide screen, cards on a phone; a name opens the batch. */
export function LiveBatches({ batches, wide }: { batches: LiveBatch[]; wide: boolean }) {
  if (batches.length === 0) return <Text c="dimmed">No batches for this course yet.</Text>;
  if (!wide)
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Batches">
        {batches.map((b) => (
          <Paper component="li" key={b.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <NameLink b={b} />
              <Running on={b.isEnabled} />
            </Group>
            <Text size="sm">
              {b.batchTypeName} · {b.language}
            </Text>
            <Text size="sm" c="dimmed">
              {students(b.studentCount)} · {classes(b.classCount)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <DataTable
      striped
      aria-label="Batches"
      fz="sm"
      rows={batches}
      rowKey={(b) => b.id}
      columns={[
        { header: 'Batch', cell: (b) => <NameLink b={b} /> },
        { header: 'Type', cell: (b) => b.batchTypeName },
        { header: 'Language', cell: (b) => b.language },
        { header: 'Students', cell: (b) => b.studentCount },
        { header: 'Classes', cell: (b) => b.classCount },
        { header: 'State', cell: (b) => <Running on={b.isEnabled} /> },
      ]}
    />
  );
}
