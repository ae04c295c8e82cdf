import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ConsoleNotice, NoticeState } from '@portico/contract/console-notices';
import { formatDateTime } from '../../../lib/dates';

const STATE: Record<NoticeState, { label: string; color: string }> = {
  active: { label: 'Showing', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
  inactive: { label: 'Inactive', color: 'orange' },
};
const KIND = { notice: 'Notice board', notification: 'Notification' } as const;

export const StateBadge = ({ state }: { state: NoticeState }) => (
  <Badge variant="light" color={STATE[state].color} style={{ flexShrink: 0 }}>
    {STATE[state].label}
  </Badge>
);

/** Whose students see it: one course's, or every course's. */
export const courseText = (n: ConsoleNotice) => n.courseName || 'Every course';

/** When it shows: from and until, or 'while active'. */
export function scheduleText(n: ConsoleNotice): string {
  if (!n.publishAt && !n.unpublishAt) return 'While active';
  const from = n.publishAt ? `From ${formatDateTime(n.publishAt)}` : '';
  const until = n.unpublishAt ? `until ${formatDateTime(n.unpublishAt)}` : '';
  return [from, until]
    .filter(Boolean)
    .join(' ')
    .replace(/^until/, 'Until');
}

interface Props {
  notices: ConsoleNotice[];
  onEdit: (n: ConsoleNotice) => void;
  onDelete: (n: ConsoleNotice) => void;
}

function Actions({ n, onEdit, onDelete }: { n: ConsoleNotice } & Omit<Props, 'notices'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => onEdit(n)} aria-label={`Edit ${n.title}`}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => onDelete(n)}
        aria-label={`Delete ${n.title}`}
      >
        Delete
      </Button>
    </Group>
  );
}

/** The notices as a table on wide screens, as cards on a phone. */
export function NoticeList({ notices, onEdit, onDelete }: Props) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  if (wide)
    return (
      <Table striped aria-label="Notices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Course</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Schedule</Table.Th>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notices.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600} size="sm">
                  {n.title}
                </Text>
                {n.isImportant && (
                  <Badge size="xs" color="red" variant="light">
                    Important
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{KIND[n.type]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{courseText(n)}</Table.Td>
              <Table.Td>
                <StateBadge state={n.state} />
              </Table.Td>
              <Table.Td>{scheduleText(n)}</Table.Td>
              <Table.Td>{n.orderNo}</Table.Td>
              <Table.Td>
                <Actions n={n} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notices">
      {notices.map((n) => (
        <Paper component="li" key={n.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {n.title}
            </Text>
            <StateBadge state={n.state} />
          </Group>
          <Text size="sm" c="dimmed">
            {KIND[n.type]}
            {n.isImportant ? ' · Important' : ''} · order {n.orderNo}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {courseText(n)}
          </Text>
          <Text size="sm">{scheduleText(n)}</Text>
          <Group mt="xs">
            <Actions n={n} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
