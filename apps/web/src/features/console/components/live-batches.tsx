import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { LiveBatch } from '@portico/contract/console-live';
import { Link } from 'react-router';

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
    <Table striped aria-label="Batches" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Batch</Table.Th>
          <Table.Th scope="col">Type</Table.Th>
          <Table.Th scope="col">Language</Table.Th>
          <Table.Th scope="col">Students</Table.Th>
          <Table.Th scope="col">Classes</Table.Th>
          <Table.Th scope="col">State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {batches.map((b) => (
          <Table.Tr key={b.id}>
            <Table.Td>
              <NameLink b={b} />
            </Table.Td>
            <Table.Td>{b.batchTypeName}</Table.Td>
            <Table.Td>{b.language}</Table.Td>
            <Table.Td>{b.studentCount}</Table.Td>
            <Table.Td>{b.classCount}</Table.Td>
            <Table.Td>
              <Running on={b.isEnabled} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
