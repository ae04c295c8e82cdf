import { Badge, Button, Group, Text, Title } from '@mantine/core';
import type { LiveBatchType } from '@portico/contract/console-live';
import type { LiveOps } from '../api/live';
import { RemoveConfirm, ResourceEditor } from '../resource/resource-dialogs';
import { WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';
import { useResourceEditing } from '../resource/use-resource-editing';
import { CardList } from './card-list';
import { LiveTypeForm } from './live-forms';

interface Props {
  types: LiveBatchType[];
  ops: LiveOps;
}

/** The company's batch types (the cards students pick from); one without batches can be deleted. */
export function LiveTypes({ types, ops }: Props) {
  const { act, pending, failure, reset } = ops;
  const ed = useResourceEditing<LiveBatchType | 'new', LiveBatchType>(reset);
  const { editing, removing } = ed;
  return (
    <section aria-labelledby="live-types-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="live-types-heading">
          Batch types
        </Title>
        <Button onClick={() => ed.edit('new')}>Add a batch type</Button>
      </Group>
      {types.length === 0 && <Text c="dimmed">No batch types yet: add one before the first batch.</Text>}
      <CardList label="Batch types" items={types}>
        {(t) => (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={WRAP}>
                  {t.name}
                </Text>
                {t.description && (
                  <Text size="sm" c="dimmed" style={WRAP}>
                    {t.description}
                  </Text>
                )}
              </div>
              <Badge variant="light" color="gray" style={{ flexShrink: 0, minWidth: 'max-content' }}>
                {t.batchCount === 1 ? '1 batch' : `${t.batchCount} batches`}
              </Badge>
            </Group>
            <RowActions
              name={t.name}
              onEdit={() => ed.edit(t)}
              onRemove={t.batchCount === 0 ? () => ed.remove(t) : undefined}
            />
          </>
        )}
      </CardList>
      <ResourceEditor
        opened={!!editing}
        onClose={ed.closeEditor}
        title={editing === 'new' ? 'Add a batch type' : `Edit ${editing?.name ?? ''}`}
        error=""
        size="md"
      >
        {editing && (
          <LiveTypeForm
            initial={editing === 'new' ? undefined : editing}
            pending={pending}
            error={failure}
            onCancel={ed.closeEditor}
            onSubmit={(body) =>
              act(
                editing === 'new'
                  ? { kind: 'createType', body }
                  : { kind: 'saveType', params: { id: editing.id }, body },
                ed.closeEditor,
              )
            }
          />
        )}
      </ResourceEditor>
      <RemoveConfirm
        opened={!!removing}
        onClose={ed.closeRemove}
        title="Delete this batch type?"
        error={failure}
        pending={pending}
        onConfirm={() => removing && act({ kind: 'deleteType', params: { id: removing.id } }, ed.closeRemove)}
      >
        {removing?.name} is no longer offered to students.
      </RemoveConfirm>
    </section>
  );
}
