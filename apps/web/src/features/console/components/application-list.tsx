import { Anchor, Badge, Table, Text } from '@mantine/core';
import {
  type ApplicationItem,
  type ApplicationStatus,
  applicationStatusLabels,
  batchTimeLabels,
  studyModeLabels,
} from '@portico/contract/application';
import { formatDate } from '../../../lib/dates';
import { CardList } from './card-list';

const COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  submitted: 'yellow',
  contacted: 'blue',
  enrolled: 'green',
  closed: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {applicationStatusLabels[status]}
    </Badge>
  );
}

/** 'Online · Evening · exam 12 Mar 2027': what a counsellor needs to offer a batch. */
export function applicationWants(item: ApplicationItem): string {
  const { studyMode, batchTime, examDate } = item.form;
  return [
    studyMode ? studyModeLabels[studyMode] : '',
    batchTime ? batchTimeLabels[batchTime] : '',
    examDate ? `exam ${formatDate(examDate)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

interface Props {
  items: ApplicationItem[];
  /** A table on a wide screen; stacked cards on a phone. */
  wide: boolean;
  onOpen: (item: ApplicationItem) => void;
}

function Name({ item, onOpen }: { item: ApplicationItem; onOpen: Props['onOpen'] }) {
  return (
    <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(item)}>
      {item.student.name}
    </Anchor>
  );
}

const sent = (item: ApplicationItem) =>
  `${item.submittedAt ? formatDate(item.submittedAt) : ''}${item.changedAfterSending ? ' (changed since)' : ''}`;

/** The applications, newest sent first as the API gives them; a name opens the application. */
export function ApplicationList({ items, wide, onOpen }: Props) {
  if (items.length === 0) return <Text c="dimmed">No applications here.</Text>;
  if (!wide) {
    return (
      <CardList label="Applications" items={items}>
        {(item) => (
          <>
            <Name item={item} onOpen={onOpen} />
            <ApplicationStatusBadge status={item.status} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.courseName || 'No course chosen'}
            </Text>
            <Text size="sm">{applicationWants(item)}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.student.mobile} · {item.student.email} · sent {sent(item)}
            </Text>
          </>
        )}
      </CardList>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Student</Table.Th>
          <Table.Th>Course</Table.Th>
          <Table.Th>Wants</Table.Th>
          <Table.Th>Contact</Table.Th>
          <Table.Th>Sent</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Name item={item} onOpen={onOpen} />
            </Table.Td>
            <Table.Td>{item.courseName || '-'}</Table.Td>
            <Table.Td>{applicationWants(item) || '-'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {item.student.mobile}
              <Text size="xs" c="dimmed">
                {item.student.email}
              </Text>
            </Table.Td>
            <Table.Td>{sent(item)}</Table.Td>
            <Table.Td>
              <ApplicationStatusBadge status={item.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
