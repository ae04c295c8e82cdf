import { Text } from '@mantine/core';
import type { QueueScoreReport } from '@portico/contract/console-reviews';
import { type Column, NOWRAP, ResourceList, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { ageOf, band } from '../utils/score-report-time';
import { AgeLine, AssignedLine, assigneeOf, CardHead, QueueBadge } from './queue-parts';
import { DueLabel } from './score-report-common';

const STATUS = {
  pending: { label: 'Pending', color: 'yellow' },
  verified: { label: 'Verified', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

export function ScoreStatusBadge({ status }: { status: QueueScoreReport['status'] }) {
  return <QueueBadge color={STATUS[status].color}>{STATUS[status].label}</QueueBadge>;
}

interface Props {
  reports: QueueScoreReport[];
  now: number;
  onOpen: (report: QueueScoreReport) => void;
}

const Email = ({ r }: { r: QueueScoreReport }) => (
  <Text size="xs" c="dimmed" style={WRAP}>
    {r.student.email}
  </Text>
);

/** The queue's score reports, oldest first as the API gives them; a student's name opens the report. */
export function ScoreReportList({ reports, now, onOpen }: Props) {
  const student = (r: QueueScoreReport) => <OpenButton onOpen={() => onOpen(r)}>{r.student.name}</OpenButton>;
  const columns: Column<QueueScoreReport>[] = [
    {
      header: 'Student',
      cell: (r) => (
        <>
          {student(r)}
          <Email r={r} />
        </>
      ),
    },
    { header: 'Overall', cell: (r) => band(r.overall) },
    { header: 'TRF number', cell: (r) => r.trfNumber, style: WRAP },
    { header: 'Exam date', cell: (r) => r.examDate, style: NOWRAP },
    { header: 'Age', cell: (r) => ageOf(r.createdAt, now), style: NOWRAP },
    { header: 'Due', cell: (r) => <DueLabel item={r} waiting={r.status === 'pending'} now={now} /> },
    { header: 'Status', cell: (r) => <ScoreStatusBadge status={r.status} /> },
    { header: 'Assigned to', cell: assigneeOf },
  ];
  return (
    <ResourceList
      label="Score reports"
      items={reports}
      columns={columns}
      empty="No score reports here."
      table={{ striped: true, fz: 'sm' }}
      card={(r) => (
        <>
          <CardHead badge={<ScoreStatusBadge status={r.status} />}>{student(r)}</CardHead>
          <Email r={r} />
          <Text size="sm" style={WRAP}>
            Overall {band(r.overall)} · TRF {r.trfNumber}
          </Text>
          <AgeLine due={r.status === 'pending' && <DueLabel item={r} waiting now={now} />}>
            Uploaded {ageOf(r.createdAt, now)} ago
          </AgeLine>
          <AssignedLine item={r} />
        </>
      )}
    />
  );
}
