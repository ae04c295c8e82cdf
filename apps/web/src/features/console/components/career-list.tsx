import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { type CareerStatus, careerKindLabels } from '@portico/contract/career';
import type { QueueCareerItem } from '@portico/contract/console-reviews';
import { ageOf } from '../utils/score-report-time';
import { CardList } from './card-list';
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
  return (
    <Badge color={STATUS[status].color} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {STATUS[status].label}
    </Badge>
  );
}

interface Props {
  items: QueueCareerItem[];
  now: number;
  /** A table on a wide screen; stacked cards on a phone. */
  wide: boolean;
  onOpen: (item: QueueCareerItem) => void;
}

function Student({ item, onOpen }: { item: QueueCareerItem; onOpen: Props['onOpen'] }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={() => onOpen(item)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {item.student.name}
    </Anchor>
  );
}

/** The queue's submissions, oldest first as the API gives them; a student's name opens the review. */
export function CareerList({ items, now, wide, onOpen }: Props) {
  if (items.length === 0) return <Text c="dimmed">No career submissions here.</Text>;
  if (!wide) {
    return (
      <CardList label="Career submissions" items={items}>
        {(item) => (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Student item={item} onOpen={onOpen} />
              <CareerStatusBadge status={item.status} />
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.student.email}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {careerKindLabels[item.kind]} · {item.courseName}
            </Text>
            <Text size="sm">
              Sent {ageOf(item.submittedAt ?? item.updatedAt, now)} ago
              {isWaiting(item) && item.dueAt && !item.reviewedAt && (
                <>
                  {' · '}
                  <DueLabel item={item} waiting now={now} />
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
    <Table striped aria-label="Career submissions" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Student</Table.Th>
          <Table.Th scope="col">Review</Table.Th>
          <Table.Th scope="col">Course</Table.Th>
          <Table.Th scope="col">Age</Table.Th>
          <Table.Th scope="col">First answer due</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Assigned to</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Student item={item} onOpen={onOpen} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.student.email}
              </Text>
            </Table.Td>
            <Table.Td>{careerKindLabels[item.kind]}</Table.Td>
            <Table.Td>{item.courseName}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {ageOf(item.submittedAt ?? item.updatedAt, now)}
            </Table.Td>
            <Table.Td>
              <DueLabel item={item} waiting={isWaiting(item) && !item.reviewedAt} now={now} />
            </Table.Td>
            <Table.Td>
              <CareerStatusBadge status={item.status} />
            </Table.Td>
            <Table.Td>{item.assignee?.name ?? 'Nobody'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
