import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { LiveDownload } from '@portico/contract/console-live';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import type { LiveOps } from '../api/live';
import { LiveDownloadForm } from './live-forms';

interface Props {
  courseId: string;
  courseName: string;
  downloads: LiveDownload[];
  ops: LiveOps;
}

/** The e-books every student of the course can download from the live class pages. */
export function LiveDownloads({ courseId, courseName, downloads, ops }: Props) {
  const { act, pending, failure, reset } = ops;
  const [editing, setEditing] = useState<LiveDownload | 'new'>();
  const [deleting, setDeleting] = useState<LiveDownload>();
  const close = () => setEditing(undefined);
  return (
    <section aria-labelledby="live-downloads-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="live-downloads-heading">
          E-book downloads of {courseName}
        </Title>
        <Button
          onClick={() => {
            reset();
            setEditing('new');
          }}
        >
          Add a download
        </Button>
      </Group>
      {downloads.length === 0 && <Text c="dimmed">No downloads for this course yet.</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Downloads">
        {downloads.map((d) => (
          <Paper component="li" key={d.id} withBorder radius="md" p="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {d.title}
            </Text>
            <Anchor
              href={d.downloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {d.downloadUrl}
            </Anchor>
            <Group gap="xs" mt="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  reset();
                  setEditing(d);
                }}
                aria-label={`Edit ${d.title}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.8"
                onClick={() => {
                  reset();
                  setDeleting(d);
                }}
                aria-label={`Delete ${d.title}`}
              >
                Delete
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal
        opened={!!editing}
        onClose={close}
        title={editing === 'new' ? 'Add a download' : `Edit ${editing?.title ?? ''}`}
      >
        {editing && (
          <LiveDownloadForm
            initial={editing === 'new' ? undefined : editing}
            courseId={editing === 'new' ? courseId : editing.courseId}
            pending={pending}
            error={failure}
            onCancel={close}
            onSubmit={(body) =>
              act({ path: editing === 'new' ? '/downloads' : `/downloads/${editing.id}`, body }, close)
            }
          />
        )}
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(undefined)} title="Delete this download?">
        <Stack gap="md">
          {failure && <StatusAlert tone="error">{failure}</StatusAlert>}
          <Text size="sm">
            Students of {courseName} no longer see {deleting?.title}.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={pending}
              onClick={() =>
                deleting && act({ path: `/downloads/${deleting.id}/delete` }, () => setDeleting(undefined))
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
