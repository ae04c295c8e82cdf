import { Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ConsoleNotice, NoticeType } from '@portico/contract/console-notices';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { menuCoursesQuery } from '../api/menus';
import { type NoticeAction, noticesQuery, useNoticeAction } from '../api/notices';
import { NoticeForm } from '../components/notice-form';
import { NoticeList } from '../components/notice-list';

type Filter = 'all' | NoticeType;

/**
 * /console/notices (CONSOLE.md Authoring, admin): the notice board's notices and the notifications,
 * each with its state (showing, scheduled, ended, inactive) and its course (or every course); created
 * and changed in a form with a live sanitised preview of the HTML, a course and a schedule, deleted
 * after a confirmation.
 */
export function NoticesPage() {
  const notices = useQuery(noticesQuery);
  const courses = useQuery(menuCoursesQuery);
  const action = useNoticeAction();
  const [filter, setFilter] = useState<Filter>('all');
  /** The notice being edited; null for a new one; undefined when the form is closed. */
  const [editing, setEditing] = useState<ConsoleNotice | null>();
  const [deleting, setDeleting] = useState<ConsoleNotice>();
  const [done, setDone] = useState('');

  const act = (a: NoticeAction, close: () => void) => {
    setDone('');
    action.mutate(a, {
      onSuccess: (message) => {
        setDone(message);
        close();
      },
    });
  };
  const open = (n: ConsoleNotice | null) => {
    action.reset();
    setEditing(n);
  };
  const shown = (notices.data?.notices ?? []).filter((n) => filter === 'all' || n.type === filter);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            Notices and notifications
          </Title>
          <Text c="dimmed">
            What students see on the notice board and the notifications page, and when they see it.
          </Text>
        </div>
        <Button onClick={() => open(null)}>New notice</Button>
      </Group>
      <SegmentedControl
        aria-label="Show"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'notice', label: 'Notice board' },
          { value: 'notification', label: 'Notifications' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {done && <StatusAlert tone="success">{done}</StatusAlert>}
      {notices.isPending && <PageLoader />}
      {notices.isError && <StatusAlert tone="error">{errorMessage(notices.error)}</StatusAlert>}
      {notices.data &&
        (shown.length ? (
          <NoticeList
            notices={shown}
            onEdit={open}
            onDelete={(n) => {
              action.reset();
              setDeleting(n);
            }}
          />
        ) : (
          <Text c="dimmed">Nothing here yet.</Text>
        ))}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${editing.title}` : 'New notice'}
        size="lg"
      >
        {editing !== undefined && (
          <Stack gap="sm">
            {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
            <NoticeForm
              notice={editing ?? undefined}
              courses={courses.data?.courses ?? []}
              pending={action.isPending}
              onCancel={() => setEditing(undefined)}
              onSubmit={(body) => act({ kind: 'save', id: editing?.id, body }, () => setEditing(undefined))}
            />
          </Stack>
        )}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={!!deleting}
        onClose={() => setDeleting(undefined)}
        title="Delete this notice?"
      >
        <Stack gap="md">
          <Text size="sm">
            “{deleting?.title}” disappears for every student now. To hide it for a while instead, edit it and
            clear Active.
          </Text>
          {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={action.isPending}
              onClick={() =>
                deleting && act({ kind: 'delete', id: deleting.id }, () => setDeleting(undefined))
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
