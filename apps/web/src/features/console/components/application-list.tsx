import { Text } from '@mantine/core';
import {
  type ApplicationItem,
  type ApplicationStatus,
  applicationStatusLabels,
  batchTimeLabels,
  studyModeLabels,
} from '@portico/contract/application';
import type { Column } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';
import { ResourceList, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { StateBadge } from '../resource/state-badge';

const COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  submitted: 'yellow',
  contacted: 'blue',
  enrolled: 'green',
  closed: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StateBadge color={COLORS[status]}>{applicationStatusLabels[status]}</StateBadge>;
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
  onOpen: (item: ApplicationItem) => void;
}

const sent = (item: ApplicationItem) =>
  `${item.submittedAt ? formatDate(item.submittedAt) : ''}${item.changedAfterSending ? ' (changed since)' : ''}`;

/** The applications, newest sent first as the API gives them; a name opens the application. */
export function ApplicationList({ items, onOpen }: Props) {
  const name = (item: ApplicationItem) => (
    <OpenButton onOpen={() => onOpen(item)}>{item.student.name}</OpenButton>
  );
  const columns: Column<ApplicationItem>[] = [
    { header: 'Student', cell: name },
    { header: 'Course', cell: (item) => item.courseName || '-' },
    { header: 'Wants', cell: (item) => applicationWants(item) || '-' },
    {
      header: 'Contact',
      style: WRAP,
      cell: (item) => (
        <>
          {item.student.mobile}
          <Text size="xs" c="dimmed">
            {item.student.email}
          </Text>
        </>
      ),
    },
    { header: 'Sent', cell: sent },
    { header: 'Status', cell: (item) => <ApplicationStatusBadge status={item.status} /> },
  ];
  return (
    <ResourceList
      label="Applications"
      items={items}
      columns={columns}
      empty="No applications here."
      table={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
      card={(item) => (
        <>
          {name(item)}
          <ApplicationStatusBadge status={item.status} />
          <Text size="sm" style={WRAP}>
            {item.courseName || 'No course chosen'}
          </Text>
          <Text size="sm">{applicationWants(item)}</Text>
          <Text size="xs" c="dimmed" style={WRAP}>
            {item.student.mobile} · {item.student.email} · sent {sent(item)}
          </Text>
        </>
      )}
    />
  );
}
