import type { QueueScoreReport } from '@portico/contract/console-reviews';
import type { Column } from '../../../components/data-table';
import { NOWRAP, WRAP } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';
import { ageOf, band } from '../utils/score-report-time';
import { ReviewList } from './review-list';
import { DueLabel } from './score-report-common';

const STATUS = {
  pending: { label: 'Pending', color: 'yellow' },
  verified: { label: 'Verified', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

export function ScoreStatusBadge({ status }: { status: QueueScoreReport['status'] }) {
  return <StateBadge color={STATUS[status].color}>{STATUS[status].label}</StateBadge>;
}

interface Props {
  reports: QueueScoreReport[];
  now: number;
  onOpen: (report: QueueScoreReport) => void;
}

/** The queue's score reports, oldest first as the API gives them; a student's name opens the report. */
export function ScoreReportList({ reports, now, onOpen }: Props) {
  const columns: Column<QueueScoreReport>[] = [
    { header: 'Overall', cell: (r) => band(r.overall) },
    { header: 'TRF number', cell: (r) => r.trfNumber, style: WRAP },
    { header: 'Exam date', cell: (r) => r.examDate, style: NOWRAP },
    { header: 'Age', cell: (r) => ageOf(r.createdAt, now), style: NOWRAP },
    { header: 'Due', cell: (r) => <DueLabel item={r} waiting={r.status === 'pending'} now={now} /> },
  ];
  return (
    <ReviewList
      label="Score reports"
      empty="No score reports here."
      items={reports}
      onOpen={onOpen}
      columns={columns}
      badge={(r) => <ScoreStatusBadge status={r.status} />}
      summary={(r) => `Overall ${band(r.overall)} · TRF ${r.trfNumber}`}
      age={(r) => ({
        text: `Uploaded ${ageOf(r.createdAt, now)} ago`,
        due: r.status === 'pending' && <DueLabel item={r} waiting now={now} />,
      })}
    />
  );
}
