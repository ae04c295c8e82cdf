import { Anchor } from '@mantine/core';
import type { EvaluationQueueItem } from '@portico/contract/console-evaluations';
import { Link } from 'react-router';
import { NOWRAP } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';
import { evaluationDue, STATE_COLOUR, STATE_LABEL } from '../utils/evaluation-form';
import { formatSpan } from '../utils/queue-time';
import { QueueList } from './queue-list';
import { DueMark } from './queue-parts';

export function EvaluationStateBadge({ state }: { state: EvaluationQueueItem['state'] }) {
  return <StateBadge color={STATE_COLOUR[state]}>{STATE_LABEL[state]}</StateBadge>;
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
  return (
    <QueueList
      label="Evaluations"
      empty="No evaluations here."
      items={items}
      head={{ header: 'Student', cell: (item) => <Open item={item} /> }}
      columns={[
        { header: 'Test', cell: (item) => item.testTitle },
        { header: 'Course', cell: (item) => item.courseName ?? '-' },
        { header: 'Answers', cell: (item) => item.answers },
        { header: 'Age', cell: (item) => age(item, now), style: NOWRAP },
        { header: 'Due', cell: (item) => <EvaluationDue item={item} now={now} /> },
      ]}
      state={{ header: 'State', badge: (item) => <EvaluationStateBadge state={item.state} /> }}
      summary={(item) => (
        <>
          {item.testTitle}
          {item.courseName ? ` · ${item.courseName}` : ''} · {item.answers} answers
        </>
      )}
      age={(item) => ({
        text: `Requested ${age(item, now)} ago`,
        due: item.state !== 'released' && <EvaluationDue item={item} now={now} />,
      })}
    />
  );
}
