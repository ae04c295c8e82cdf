import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { LiveBatchType } from '@portico/contract/console-live';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import type { LiveOps } from '../api/live';
import { LiveTypeForm } from './live-forms';

interface Props {
  types: LiveBatchType[];
  ops: LiveOps;
}

/** The company's batch types (the cards students pick from); one without batches can be deleted. */
export function LiveTypes({ types, ops }: Props) {
  const { act, pending, failure, reset } = ops;
  const [editing, setEditing] = useState<LiveBatchType | 'new'>();
  const [deleting, setDeleting] = useState<LiveBatchType>();
  const close = () => setEditing(undefined);
  return (
    <section aria-labelledby="live-types-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="live-types-heading">
          Batch types
        </Title>
        <Button
          onClick={() => {
            reset();
            setEditing('new');
          }}
        >
          Add a batch type
        </Button>
      </Group>
      {types.length === 0 && <Text c="dimmed">No batch types yet: add one before the first batch.</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Batch types">
        {types.map((t) => (
          <Paper component="li" key={t.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t.name}
                </Text>
                {t.description && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t.description}
                  </Text>
                )}
              </div>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t.batchCount === 1 ? '1 batch' : `${t.batchCount} batches`}
              </Badge>
            </Group>
            <Group gap="xs" mt="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  reset();
                  setEditing(t);
                }}
                aria-label={`Edit ${t.name}`}
              >
                Edit
              </Button>
              {t.batchCount === 0 && (
                <Button
                  size="xs"
                  variant="outline"
                  color="red.8"
                  onClick={() => {
                    reset();
                    setDeleting(t);
                  }}
                  aria-label={`Delete ${t.name}`}
                >
                  Delete
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal
        opened={!!editing}
        onClose={close}
        title={editing === 'new' ? 'Add a batch type' : `Edit ${editing?.name ?? ''}`}
      >
        {editing && (
          <LiveTypeForm
            initial={editing === 'new' ? undefined : editing}
            pending={pending}
            error={failure}
            onCancel={close}
            onSubmit={(body) =>
              act({ path: editing === 'new' ? '/types' : `/types/${editing.id}`, body }, close)
            }
          />
        )}
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(undefined)} title="Delete this batch type?">
        <Stack gap="md">
          {failure && <StatusAlert tone="error">{failure}</StatusAlert>}
          <Text size="sm">{deleting?.name} is no longer offered to students.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={pending}
              onClick={() =>
                deleting && act({ path: `/types/${deleting.id}/delete` }, () => setDeleting(undefined))
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
