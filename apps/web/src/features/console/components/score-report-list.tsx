import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { QueueScoreReport } from '@portico/contract/console-reviews';
import { ageOf, band } from '../utils/score-report-time';
import { CardList } from './card-list';
import { DueLabel } from './score-report-common';

const STATUS = {
  pending: { label: 'Pending', color: 'yellow' },
  verified: { label: 'Verified', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

export function ScoreStatusBadge({ status }: { status: QueueScoreReport['status'] }) {
  return (
    <Badge color={STATUS[status].color} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {STATUS[status].label}
    </Badge>
  );
}

interface Props {
  reports: QueueScoreReport[];
  now: number;
  /** A table on a wide screen; stacked cards on a phone. */
  wide: boolean;
  onOpen: (report: QueueScoreReport) => void;
}

function Student({ report, onOpen }: { report: QueueScoreReport; onOpen: Props['onOpen'] }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={() => onOpen(report)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {report.student.name}
    </Anchor>
  );
}

/** The queue's score reports, oldest first as the API gives them; a student's name opens the report. */
export function ScoreReportList({ reports, now, wide, onOpen }: Props) {
  if (reports.length === 0) return <Text c="dimmed">No score reports here.</Text>;
  if (!wide) {
    return (
      <CardList label="Score reports" items={reports}>
        {(r) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Student report={r} onOpen={onOpen} />
              <ScoreStatusBadge status={r.status} />
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.student.email}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Overall {band(r.overall)} · TRF {r.trfNumber}
            </Text>
            <Text size="sm">
              Uploaded {ageOf(r.createdAt, now)} ago
              {r.status === 'pending' && (
                <>
                  {' · '}
                  <DueLabel item={r} waiting now={now} />
                </>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              Assigned to: {r.assignee?.name ?? 'Nobody'}
            </Text>
          </>
        )}
      </CardList>
    );
  }
  return (
    <Table striped aria-label="Score reports" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Student</Table.Th>
          <Table.Th scope="col">Overall</Table.Th>
          <Table.Th scope="col">TRF number</Table.Th>
          <Table.Th scope="col">Exam date</Table.Th>
          <Table.Th scope="col">Age</Table.Th>
          <Table.Th scope="col">Due</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Assigned to</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Student report={r} onOpen={onOpen} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {r.student.email}
              </Text>
            </Table.Td>
            <Table.Td>{band(r.overall)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.trfNumber}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.examDate}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{ageOf(r.createdAt, now)}</Table.Td>
            <Table.Td>
              <DueLabel item={r} waiting={r.status === 'pending'} now={now} />
            </Table.Td>
            <Table.Td>
              <ScoreStatusBadge status={r.status} />
            </Table.Td>
            <Table.Td>{r.assignee?.name ?? 'Nobody'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
