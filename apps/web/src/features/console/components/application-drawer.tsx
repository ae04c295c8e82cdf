import { Button, Drawer, Select, Stack, Text, Textarea, Timeline } from '@mantine/core';
import {
  type ApplicationDetail,
  type ApplicationItem,
  applicationStatusLabels,
  ConsoleApplicationStatuses,
  heardFromLabels,
  levelLabels,
} from '@portico/contract/application';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { applicationQuery, useApplicationStatus } from '../api/applications';
import { ApplicationStatusBadge, applicationWants } from './application-list';
import { DrawerSection } from './queue-drawer';
import { Fact } from './score-report-common';

const STATUS_OPTIONS = ConsoleApplicationStatuses.map((s) => ({
  value: s,
  label: applicationStatusLabels[s],
}));

function eventText(e: ApplicationDetail['history'][number]): string {
  if (e.kind === 'saved') return `Version ${e.version} saved${e.detail ? `: ${e.detail}` : ''}`;
  if (e.kind === 'submitted') return 'Sent to the school';
  return `${e.by} set ${e.status ? applicationStatusLabels[e.status] : ''}`;
}

/** Moves the application on with a note; a change made over another member's is refused and shown. */
function StatusForm({ detail }: { detail: ApplicationDetail }) {
  const [status, setStatus] = useState<string>(detail.status === 'submitted' ? 'contacted' : detail.status);
  const [note, setNote] = useState('');
  const action = useApplicationStatus(detail.id);
  const save = async () => {
    await action.mutateAsync({
      status: status as (typeof ConsoleApplicationStatuses)[number],
      note,
      baseStatusVersion: detail.statusVersion,
    });
    setNote('');
  };
  return (
    <Stack gap="xs">
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(v) => v && setStatus(v)}
        allowDeselect={false}
      />
      <Textarea
        label="Note for the team"
        description="What was said, the batch offered, when to call again"
        autosize
        minRows={2}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      {action.isSuccess && <StatusAlert tone="success">Status saved</StatusAlert>}
      <Button
        onClick={() => void save().catch(() => {})}
        loading={action.isPending}
        disabled={status === detail.status && note.trim() === ''}
        style={{ alignSelf: 'flex-start' }}
      >
        Save status
      </Button>
    </Stack>
  );
}

function Body({ detail }: { detail: ApplicationDetail }) {
  const f = detail.form;
  return (
    <Stack gap="md">
      <ApplicationStatusBadge status={detail.status} />
      <Stack gap={4}>
        <Fact label="Contact">
          {detail.student.mobile} · {detail.student.email}
        </Fact>
        <Fact label="Course">{detail.courseName || 'Not chosen'}</Fact>
        <Fact label="Wants">{applicationWants(detail) || '-'}</Fact>
        <Fact label="Target score">{f.targetScore || '-'}</Fact>
        <Fact label="Level">{f.level ? levelLabels[f.level] : '-'}</Fact>
        <Fact label="Heard of us">{f.heardFrom ? heardFromLabels[f.heardFrom] : '-'}</Fact>
        <Fact label="Sent">{detail.submittedAt ? formatDateTime(detail.submittedAt) : '-'}</Fact>
      </Stack>
      {f.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {f.notes}
        </Text>
      )}
      <StatusForm detail={detail} />
      <DrawerSection id="application-history" title="History">
        <Timeline bulletSize={12} lineWidth={2}>
          {detail.history.map((e) => (
            <Timeline.Item key={`${e.kind}-${e.at}-${e.version ?? e.status}`} title={eventText(e)}>
              {e.kind === 'status' && e.detail && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {e.detail}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(e.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DrawerSection>
    </Stack>
  );
}

/** One application (decision 047): what the student asked for, its follow-up, and its history. */
export function ApplicationDrawer({
  item,
  opened,
  onClose,
}: {
  item: ApplicationItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const detail = useQuery({ ...applicationQuery(item?.id ?? ''), enabled: opened && item !== null });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={item?.student.name ?? 'Application'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending ? (
        <PageLoader label="Loading the application…" />
      ) : detail.isError ? (
        <StatusAlert tone="error">{errorMessage(detail.error)}</StatusAlert>
      ) : (
        <Body detail={detail.data} />
      )}
    </Drawer>
  );
}
