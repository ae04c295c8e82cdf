import { Table, Text, Title } from '@mantine/core';
import type { SupportQueue, Turnaround } from '@portico/contract/console';
import { formatHours } from '../utils/queue-time';

/** 'Median first reply: 5.2 h · 90th percentile: 20.1 h · 14 answered in the last 30 days'. */
export const turnaroundLine = (t: Turnaround) =>
  `Median first reply: ${formatHours(t.medianHours)} · 90th percentile: ${formatHours(t.p90Hours)} · ` +
  `${t.count} answered in the last 30 days`;

/** How fast students hear back (CONSOLE.md 'Remarks and support'): overall and per staff member. */
export function TurnaroundSummary({ queue }: { queue: SupportQueue }) {
  return (
    <section aria-labelledby="turnaround-heading">
      <Title order={2} fz="h4" id="turnaround-heading" mb={4}>
        Turnaround
      </Title>
      <Text size="sm">{turnaroundLine(queue.turnaround)}</Text>
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
              <Table.Th scope="col">Answered</Table.Th>
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
