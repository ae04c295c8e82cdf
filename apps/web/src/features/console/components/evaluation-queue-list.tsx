import { Anchor, Text } from '@mantine/core';
import type { EvaluationQueueItem } from '@portico/contract/console-evaluations';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { NOWRAP, ResourceList, WRAP } from '../resource/resource-list';
import { evaluationDue, STATE_COLOUR, STATE_LABEL } from '../utils/evaluation-form';
import { formatSpan } from '../utils/queue-time';
import { AgeLine, AssignedLine, assigneeOf, CardHead, DueMark, QueueBadge } from './queue-parts';

export function EvaluationStateBadge({ state }: { state: EvaluationQueueItem['state'] }) {
  return <QueueBadge color={STATE_COLOUR[state]}>{STATE_LABEL[state]}</QueueBadge>;
}

/** 'Due in 5 h', or 'Overdue by 2 h' in red with a warning sign; '-' once released. */
export const EvaluationDue = ({ item, now }: { item: EvaluationQueueItem; now: number }) => (
  <DueMark due={evaluationDue(item, now)} />
);

function Open({ item }: { item: EvaluationQueueItem }) {
  return (
    <Anchor
      component={Link}
      to={`/console/evaluations/${item.id}`}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {item.student.name}
      <span className="visually-hidden"> · {item.testTitle}</span>
    </Anchor>
  );
}

const age = (item: EvaluationQueueItem, now: number) => formatSpan(now - Date.parse(item.requestedAt));

/** The queue's attempts, oldest request first; a student's name opens the attempt. */
export function EvaluationQueueList({ items, now }: { items: EvaluationQueueItem[]; now: number }) {
  const columns: Column<EvaluationQueueItem>[] = [
    { header: 'Student', cell: (item) => <Open item={item} /> },
    { header: 'Test', cell: (item) => item.testTitle },
    { header: 'Course', cell: (item) => item.courseName ?? '-' },
    { header: 'Answers', cell: (item) => item.answers },
    { header: 'Age', cell: (item) => age(item, now), style: NOWRAP },
    { header: 'Due', cell: (item) => <EvaluationDue item={item} now={now} /> },
    { header: 'State', cell: (item) => <EvaluationStateBadge state={item.state} /> },
    { header: 'Assigned to', cell: assigneeOf },
  ];
  return (
    <ResourceList
      label="Evaluations"
      items={items}
      columns={columns}
      empty="No evaluations here."
      table={{ striped: true, fz: 'sm' }}
      card={(item) => (
        <>
          <CardHead badge={<EvaluationStateBadge state={item.state} />}>
            <Open item={item} />
          </CardHead>
          <Text size="sm" style={WRAP}>
            {item.testTitle}
            {item.courseName ? ` · ${item.courseName}` : ''} · {item.answers} answers
          </Text>
          <AgeLine due={item.state !== 'released' && <EvaluationDue item={item} now={now} />}>
            Requested {age(item, now)} ago
          </AgeLine>
          <AssignedLine item={item} />
        </>
      )}
    />
  );
}
