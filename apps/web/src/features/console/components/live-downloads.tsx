import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import type { LiveDownload } from '@portico/contract/console-live';
import type { LiveOps } from '../api/live';
import { RemoveConfirm, ResourceEditor } from '../resource/resource-dialogs';
import { WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';
import { useResourceEditing } from '../resource/use-resource-editing';
import { CardList } from './card-list';
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
  const ed = useResourceEditing<LiveDownload | 'new', LiveDownload>(reset);
  const { editing, removing } = ed;
  return (
    <section aria-labelledby="live-downloads-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="live-downloads-heading">
          E-book downloads of {courseName}
        </Title>
        <Button onClick={() => ed.edit('new')}>Add a download</Button>
      </Group>
      {downloads.length === 0 && <Text c="dimmed">No downloads for this course yet.</Text>}
      <CardList label="Downloads" items={downloads}>
        {(d) => (
          <>
            <Text fw={600} style={WRAP}>
              {d.title}
            </Text>
            <Anchor href={d.downloadUrl} target="_blank" rel="noopener noreferrer" size="sm" style={WRAP}>
              {d.downloadUrl}
            </Anchor>
            <RowActions name={d.title} onEdit={() => ed.edit(d)} onRemove={() => ed.remove(d)} />
          </>
        )}
      </CardList>
      <ResourceEditor
        opened={!!editing}
        onClose={ed.closeEditor}
        title={editing === 'new' ? 'Add a download' : `Edit ${editing?.title ?? ''}`}
        error=""
        size="md"
      >
        {editing && (
          <LiveDownloadForm
            initial={editing === 'new' ? undefined : editing}
            courseId={editing === 'new' ? courseId : editing.courseId}
            pending={pending}
            error={failure}
            onCancel={ed.closeEditor}
            onSubmit={(body) =>
              act(
                editing === 'new'
                  ? { kind: 'createDownload', body }
                  : { kind: 'saveDownload', params: { id: editing.id }, body },
                ed.closeEditor,
              )
            }
          />
        )}
      </ResourceEditor>
      <RemoveConfirm
        opened={!!removing}
        onClose={ed.closeRemove}
        title="Delete this download?"
        error={failure}
        pending={pending}
        onConfirm={() =>
          removing && act({ kind: 'deleteDownload', params: { id: removing.id } }, ed.closeRemove)
        }
      >
        Students of {courseName} no longer see {removing?.title}.
      </RemoveConfirm>
    </section>
  );
}
