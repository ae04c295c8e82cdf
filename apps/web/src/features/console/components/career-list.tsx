import { Text } from '@mantine/core';
import { type CareerStatus, careerKindLabels } from '@portico/contract/career';
import type { QueueCareerItem } from '@portico/contract/console-reviews';
import { type Column, NOWRAP, ResourceList, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { ageOf } from '../utils/score-report-time';
import { AgeLine, AssignedLine, assigneeOf, CardHead, QueueBadge } from './queue-parts';
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
  return <QueueBadge color={STATUS[status].color}>{STATUS[status].label}</QueueBadge>;
}

interface Props {
  items: QueueCareerItem[];
  now: number;
  onOpen: (item: QueueCareerItem) => void;
}

const Email = ({ item }: { item: QueueCareerItem }) => (
  <Text size="xs" c="dimmed" style={WRAP}>
    {item.student.email}
  </Text>
);

/** The queue's submissions, oldest first as the API gives them; a student's name opens the review. */
export function CareerList({ items, now, onOpen }: Props) {
  const student = (item: QueueCareerItem) => (
    <OpenButton onOpen={() => onOpen(item)}>{item.student.name}</OpenButton>
  );
  const sent = (item: QueueCareerItem) => ageOf(item.submittedAt ?? item.updatedAt, now);
  const columns: Column<QueueCareerItem>[] = [
    {
      header: 'Student',
      cell: (item) => (
        <>
          {student(item)}
          <Email item={item} />
        </>
      ),
    },
    { header: 'Review', cell: (item) => careerKindLabels[item.kind] },
    { header: 'Course', cell: (item) => item.courseName },
    { header: 'Age', cell: sent, style: NOWRAP },
    {
      header: 'First answer due',
      cell: (item) => <DueLabel item={item} waiting={isWaiting(item) && !item.reviewedAt} now={now} />,
    },
    { header: 'Status', cell: (item) => <CareerStatusBadge status={item.status} /> },
    { header: 'Assigned to', cell: assigneeOf },
  ];
  return (
    <ResourceList
      label="Career submissions"
      items={items}
      columns={columns}
      empty="No career submissions here."
      table={{ striped: true, fz: 'sm' }}
      card={(item) => (
        <>
          <CardHead badge={<CareerStatusBadge status={item.status} />}>{student(item)}</CardHead>
          <Email item={item} />
          <Text size="sm" style={WRAP}>
            {careerKindLabels[item.kind]} · {item.courseName}
          </Text>
          <AgeLine
            due={
              isWaiting(item) && item.dueAt && !item.reviewedAt && <DueLabel item={item} waiting now={now} />
            }
          >
            Sent {sent(item)} ago
          </AgeLine>
          <AssignedLine item={item} />
        </>
      )}
    />
  );
}
