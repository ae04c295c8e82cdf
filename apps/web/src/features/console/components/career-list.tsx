import { type CareerStatus, careerKindLabels } from '@portico/contract/career';
import type { QueueCareerItem } from '@portico/contract/console-reviews';
import type { Column } from '../../../components/data-table';
import { NOWRAP } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';
import { ageOf } from '../utils/score-report-time';
import { ReviewList } from './review-list';
import { DueLabel } from './score-report-common';

/** The state as staff read it; the student's tracker shows approved as Completed. */
const STATUS: Record<CareerStatus, { label: string; color: string }> = {
  '': { label: 'Not submitted', color: 'gray' },
  submitted: { label: 'Submitted', color: 'yellow' },
  'in-progress': { label: 'In progress', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Sent back', color: 'red' },
};

export const isWaiting = (item: Pick<QueueCareerItem, 'status'>) =>
  item.status === 'submitted' || item.status === 'in-progress';

export function CareerStatusBadge({ status }: { status: CareerStatus }) {
  return <StateBadge color={STATUS[status].color}>{STATUS[status].label}</StateBadge>;
}

interface Props {
  items: QueueCareerItem[];
  now: number;
  onOpen: (item: QueueCareerItem) => void;
}

/** The queue's submissions, oldest first as the API gives them; a student's name opens the review. */
export function CareerList({ items, now, onOpen }: Props) {
  const sent = (item: QueueCareerItem) => ageOf(item.submittedAt ?? item.updatedAt, now);
  const columns: Column<QueueCareerItem>[] = [
    { header: 'Review', cell: (item) => careerKindLabels[item.kind] },
    { header: 'Course', cell: (item) => item.courseName },
    { header: 'Age', cell: sent, style: NOWRAP },
    {
      header: 'First answer due',
      cell: (item) => <DueLabel item={item} waiting={isWaiting(item) && !item.reviewedAt} now={now} />,
    },
  ];
  return (
    <ReviewList
      label="Career submissions"
      empty="No career submissions here."
      items={items}
      onOpen={onOpen}
      columns={columns}
      badge={(item) => <CareerStatusBadge status={item.status} />}
      summary={(item) => `${careerKindLabels[item.kind]} · ${item.courseName}`}
      age={(item) => ({
        text: `Sent ${sent(item)} ago`,
        due: isWaiting(item) && item.dueAt && !item.reviewedAt && <DueLabel item={item} waiting now={now} />,
      })}
    />
  );
}
