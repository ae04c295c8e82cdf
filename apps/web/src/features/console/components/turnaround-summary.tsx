import { Table, Text, Title } from '@mantine/core';
import type { Turnaround } from '@portico/contract/console';
import { formatHours } from '../utils/queue-time';

interface Props {
  turnaround: Turnaround;
  byStaff: ({ staffId: string; name: string } & Turnaround)[];
  /** What is timed: 'first reply', 'request to release', 'time to review'. */
  measure: string;
  /** The past tense for the count and its column: 'answered', 'released', 'reviewed'. */
  done: string;
}

/**
 * How fast a queue's students hear back (CONSOLE.md): the median and 90th percentile of the last 30
 * days, overall and per staff member.
 */
export function QueueTurnaround({ turnaround: t, byStaff, measure, done }: Props) {
  return (
    <section aria-labelledby="turnaround-heading">
      <Title order={2} fz="h4" id="turnaround-heading" mb={4}>
        Turnaround
      </Title>
      <Text size="sm">
        Median {measure}: {formatHours(t.medianHours)} · 90th percentile: {formatHours(t.p90Hours)} ·{' '}
        {t.count} {done} in the last 30 days
      </Text>
      {byStaff.length > 0 && (
        <Table mt="sm" fz="sm" verticalSpacing={4} aria-label="Turnaround by staff member" maw="36rem">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Staff member</Table.Th>
              <Table.Th scope="col">{done[0]?.toUpperCase() + done.slice(1)}</Table.Th>
              <Table.Th scope="col">Median</Table.Th>
              <Table.Th scope="col">90th percentile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byStaff.map((s) => (
              <Table.Tr key={s.staffId}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {s.name}
                </Table.Th>
                <Table.Td>{s.count}</Table.Td>
                <Table.Td>{formatHours(s.medianHours)}</Table.Td>
                <Table.Td>{formatHours(s.p90Hours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
