import { Anchor, Text } from '@mantine/core';
import type { LiveBatch } from '@portico/contract/console-live';
import { Link } from 'react-router';
import { CardHead } from '../resource/card-head';
import { ResourceList } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`);
const classes = (n: number) => (n === 1 ? '1 class' : `${n} classes`);

function Running({ on }: { on: boolean }) {
  return <StateBadge color={on ? 'green' : 'gray'}>{on ? 'Running' : 'Paused'}</StateBadge>;
}

const NameLink = ({ b }: { b: LiveBatch }) => (
  <Anchor component={Link} to={`/console/live/batches/${b.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
    {b.batchName}
  </Anchor>
);

/** A course's batches: a table on a wide screen, cards on a phone; a name opens the batch. */
export function LiveBatches({ batches, wide }: { batches: LiveBatch[]; wide: boolean }) {
  return (
    <ResourceList
      label="Batches"
      items={batches}
      empty="No batches for this course yet."
      wide={wide}
      table={{ striped: true, fz: 'sm' }}
      columns={[
        { header: 'Batch', cell: (b) => <NameLink b={b} /> },
        { header: 'Type', cell: (b) => b.batchTypeName },
        { header: 'Language', cell: (b) => b.language },
        { header: 'Students', cell: (b) => b.studentCount },
        { header: 'Classes', cell: (b) => b.classCount },
        { header: 'State', cell: (b) => <Running on={b.isEnabled} /> },
      ]}
      card={(b) => (
        <>
          <CardHead badge={<Running on={b.isEnabled} />}>
            <NameLink b={b} />
          </CardHead>
          <Text size="sm">
            {b.batchTypeName} · {b.language}
          </Text>
          <Text size="sm" c="dimmed">
            {students(b.studentCount)} · {classes(b.classCount)}
          </Text>
        </>
      )}
    />
  );
}
