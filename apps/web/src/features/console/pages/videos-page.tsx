import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { ConsoleVideo } from '@portico/contract/console-videos';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useVideoAction, type VideoAction, videosQuery } from '../api/videos';
import { VideoForm } from '../components/video-form';
import { VideoList } from '../components/video-list';

/**
 * /console/videos (CONSOLE.md Authoring, admin): the videos of the students' dashboard by section, for one
 * course or all courses; created and changed in a form, moved up or down, deleted after a confirmation.
 */
export function VideosPage() {
  const videos = useQuery(videosQuery);
  const action = useVideoAction();
  /** The video being edited; null for a new one; undefined when the form is closed. */
  const [editing, setEditing] = useState<ConsoleVideo | null>();
  const [deleting, setDeleting] = useState<ConsoleVideo>();
  const [done, setDone] = useState('');

  const act = (a: VideoAction, close?: () => void) => {
    setDone('');
    action.mutate(a, {
      onSuccess: (message) => {
        setDone(message);
        close?.();
      },
    });
  };
  const open = (v: ConsoleVideo | null) => {
    action.reset();
    setEditing(v);
  };
  const data = videos.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            Dashboard videos
          </Title>
          <Text c="dimmed">
            The walkthrough, visa insights, word of the day, tip of the day and trending videos on the
            students’ dashboard.
          </Text>
        </div>
        <Button onClick={() => open(null)} disabled={!data}>
          New video
        </Button>
      </Group>
      {done && <StatusAlert tone="success">{done}</StatusAlert>}
      {!editing && !deleting && action.isError && (
        <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>
      )}
      {videos.isPending && <PageLoader />}
      {videos.isError && <StatusAlert tone="error">{errorMessage(videos.error)}</StatusAlert>}
      {data &&
        (data.videos.length ? (
          <VideoList
            videos={data.videos}
            pending={action.isPending}
            onEdit={open}
            onDelete={(v) => {
              action.reset();
              setDeleting(v);
            }}
            onReorder={(ids) => act({ kind: 'reorder', ids })}
          />
        ) : (
          <Text c="dimmed">No videos yet.</Text>
        ))}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${editing.title}` : 'New video'}
        size="lg"
      >
        {editing !== undefined && data && (
          <Stack gap="sm">
            {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
            <VideoForm
              video={editing ?? undefined}
              courses={data.courses}
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
        title="Delete this video?"
      >
        <Stack gap="md">
          <Text size="sm">
            “{deleting?.title}” leaves every student’s dashboard now. To hide it for a while instead, edit it
            and clear Active.
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
