import { Table, Text, Title } from '@mantine/core';
import type { EvaluationQueue } from '@portico/contract/console-evaluations';
import { formatHours } from '../utils/queue-time';

/** How fast evaluations are released (request → release, last 30 days): overall and per member. */
export function EvaluationTurnaround({ queue }: { queue: EvaluationQueue }) {
  const t = queue.turnaround;
  return (
    <section aria-labelledby="evaluation-turnaround-heading">
      <Title order={2} fz="h4" id="evaluation-turnaround-heading" mb={4}>
        Turnaround
      </Title>
      <Text size="sm">
        Median request to release: {formatHours(t.medianHours)} · 90th percentile: {formatHours(t.p90Hours)} ·{' '}
        {t.count} released in the last 30 days
      </Text>
      {queue.byStaff.length > 0 && (
        <Table
          mt="sm"
          fz="sm"
          verticalSpacing={4}
          aria-label="Turnaround by staff member"
          style={{ maxWidth: '36rem' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Staff member</Table.Th>
              <Table.Th scope="col">Released</Table.Th>
              <Table.Th scope="col">Median</Table.Th>
              <Table.Th scope="col">90th percentile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.byStaff.map((s) => (
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
