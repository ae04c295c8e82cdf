import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { EvaluationQueueItem } from '@portico/contract/console-evaluations';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { evaluationDue, STATE_COLOUR, STATE_LABEL } from '../utils/evaluation-form';
import { formatSpan } from '../utils/queue-time';
import { CardList } from './card-list';

export function EvaluationStateBadge({ state }: { state: EvaluationQueueItem['state'] }) {
  return (
    <Badge color={STATE_COLOUR[state]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {STATE_LABEL[state]}
    </Badge>
  );
}

/** 'Due in 5 h', or 'Overdue by 2 h' in red with a warning sign; '-' once released. */
export function EvaluationDue({ item, now }: { item: EvaluationQueueItem; now: number }) {
  const due = evaluationDue(item, now);
  if (!due)
    return (
      <Text span inherit>
        -
      </Text>
    );
  if (!due.overdue)
    return (
      <Text span inherit>
        {due.text}
      </Text>
    );
  return (
    <Text span inherit c="red.9" fw={700} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <AlertIcon size={16} />
      {due.text}
    </Text>
  );
}

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
export function EvaluationQueueList({
  items,
  now,
  wide,
}: {
  items: EvaluationQueueItem[];
  now: number;
  wide: boolean;
}) {
  if (items.length === 0) return <Text c="dimmed">No evaluations here.</Text>;
  if (!wide) {
    return (
      <CardList label="Evaluations" items={items}>
        {(item) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Open item={item} />
              <EvaluationStateBadge state={item.state} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.testTitle}
              {item.courseName ? ` · ${item.courseName}` : ''} · {item.answers} answers
            </Text>
            <Text size="sm">
              Requested {age(item, now)} ago
              {item.state !== 'released' && (
                <>
                  {' · '}
                  <EvaluationDue item={item} now={now} />
                </>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              Assigned to: {item.assignee?.name ?? 'Nobody'}
            </Text>
          </>
        )}
      </CardList>
    );
  }
  return (
    <Table striped aria-label="Evaluations" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Student</Table.Th>
          <Table.Th scope="col">Test</Table.Th>
          <Table.Th scope="col">Course</Table.Th>
          <Table.Th scope="col">Answers</Table.Th>
          <Table.Th scope="col">Age</Table.Th>
          <Table.Th scope="col">Due</Table.Th>
          <Table.Th scope="col">State</Table.Th>
          <Table.Th scope="col">Assigned to</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Open item={item} />
            </Table.Td>
            <Table.Td>{item.testTitle}</Table.Td>
            <Table.Td>{item.courseName ?? '-'}</Table.Td>
            <Table.Td>{item.answers}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{age(item, now)}</Table.Td>
            <Table.Td>
              <EvaluationDue item={item} now={now} />
            </Table.Td>
            <Table.Td>
              <EvaluationStateBadge state={item.state} />
            </Table.Td>
            <Table.Td>{item.assignee?.name ?? 'Nobody'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
