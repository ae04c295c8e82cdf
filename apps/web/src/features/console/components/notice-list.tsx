import { Badge, Text } from '@mantine/core';
import type { ConsoleNotice, NoticeState } from '@portico/contract/console-notices';
import type { Column } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/dates';
import { CardTitle } from '../resource/card-head';
import { ResourceList, WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';
import { StateBadge } from '../resource/state-badge';

const STATE: Record<NoticeState, { label: string; color: string }> = {
  active: { label: 'Showing', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
  inactive: { label: 'Inactive', color: 'orange' },
};
const KIND = { notice: 'Notice board', notification: 'Notification' } as const;

const NoticeStateBadge = ({ state }: { state: NoticeState }) => (
  <StateBadge color={STATE[state].color}>{STATE[state].label}</StateBadge>
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

/** The notices as a table on wide screens, as cards on a phone. */
export function NoticeList({ notices, onEdit, onDelete }: Props) {
  const actions = (n: ConsoleNotice) => (
    <RowActions name={n.title} onEdit={() => onEdit(n)} onRemove={() => onDelete(n)} />
  );
  const columns: Column<ConsoleNotice>[] = [
    {
      header: 'Title',
      style: WRAP,
      cell: (n) => (
        <>
          <Text fw={600} size="sm">
            {n.title}
          </Text>
          {n.isImportant && (
            <Badge size="xs" color="red" variant="light">
              Important
            </Badge>
          )}
        </>
      ),
    },
    { header: 'Kind', cell: (n) => KIND[n.type] },
    { header: 'Course', cell: courseText, style: WRAP },
    { header: 'State', cell: (n) => <NoticeStateBadge state={n.state} /> },
    { header: 'Schedule', cell: scheduleText },
    { header: 'Order', cell: (n) => n.orderNo },
    { header: 'Actions', cell: actions },
  ];
  return (
    <ResourceList
      label="Notices"
      items={notices}
      columns={columns}
      empty="Nothing here yet."
      table={{ striped: true }}
      card={(n) => (
        <>
          <CardTitle badge={<NoticeStateBadge state={n.state} />}>{n.title}</CardTitle>
          <Text size="sm" c="dimmed">
            {KIND[n.type]}
            {n.isImportant ? ' · Important' : ''} · order {n.orderNo}
          </Text>
          <Text size="sm" style={WRAP}>
            {courseText(n)}
          </Text>
          <Text size="sm">{scheduleText(n)}</Text>
          {actions(n)}
        </>
      )}
    />
  );
}
