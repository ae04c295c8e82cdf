import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { LiveClassRow } from '@portico/contract/console-live';
import dayjs from 'dayjs';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { formatDateTime } from '../../../lib/dates';
import type { LiveOps } from '../api/live';
import { LiveClassForm } from './live-class-form';

const STATUS = {
  scheduled: { label: 'Scheduled', colour: 'blue' },
  started: { label: 'On now', colour: 'green' },
  finished: { label: 'Finished', colour: 'gray' },
  cancelled: { label: 'Cancelled', colour: 'red' },
} as const;

const when = (c: LiveClassRow) =>
  `${formatDateTime(c.classDateTime)} – ${dayjs(c.classDateTime).add(c.durationMinutes, 'minute').format('h:mm A')} (${c.durationMinutes} min)`;

function Status({ c }: { c: LiveClassRow }) {
  const s = STATUS[c.status];
  return (
    <Badge variant="light" color={s.colour} style={{ flexShrink: 0 }}>
      {s.label}
    </Badge>
  );
}

function Links({ c }: { c: LiveClassRow }) {
  const links = [
    ['Join link', c.joinUrl],
    ['Recording', c.vimeoLink],
    ['Answer keys', c.downloadLink],
  ].filter(([, href]) => href);
  if (!links.length)
    return (
      <Text size="sm" c="dimmed">
        No links yet
      </Text>
    );
  return (
    <Group gap="sm">
      {links.map(([label, href]) => (
        <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" size="sm">
          {label}
        </Anchor>
      ))}
    </Group>
  );
}

interface Props {
  classes: LiveClassRow[];
  wide: boolean;
  ops: LiveOps;
  batchId: string;
}

/** A batch's classes in time order with what students see of each; edit one, or cancel it. */
export function LiveClasses({ classes, wide, ops, batchId }: Props) {
  const { act, pending, failure, reset } = ops;
  const [editing, setEditing] = useState<LiveClassRow>();
  const [cancelling, setCancelling] = useState<LiveClassRow>();
  const buttons = (c: LiveClassRow) => (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          reset();
          setEditing(c);
        }}
        aria-label={`Edit ${c.className}`}
      >
        Edit
      </Button>
      {c.status !== 'cancelled' && c.status !== 'finished' && (
        <Button
          size="xs"
          variant="outline"
          color="red.8"
          onClick={() => {
            reset();
            setCancelling(c);
          }}
          aria-label={`Cancel ${c.className}`}
        >
          Cancel class
        </Button>
      )}
    </Group>
  );
  const modals = (
    <>
      <Modal
        opened={!!editing}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editing?.className ?? ''}`}
        size="lg"
      >
        {editing && (
          <LiveClassForm
            initial={editing}
            pending={pending}
            error={failure}
            onCancel={() => setEditing(undefined)}
            onSubmit={(body) =>
              act({ path: `/batches/${batchId}/classes/${editing.id}`, body }, () => setEditing(undefined))
            }
          />
        )}
      </Modal>
      <Modal opened={!!cancelling} onClose={() => setCancelling(undefined)} title="Cancel this class?">
        <Stack gap="md">
          {failure && <StatusAlert tone="error">{failure}</StatusAlert>}
          <Text size="sm">
            The batch’s students see {cancelling?.className} as cancelled, with its alert message, and can no
            longer join it.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setCancelling(undefined)}>
              Keep it
            </Button>
            <Button
              color="red.8"
              loading={pending}
              onClick={() =>
                cancelling &&
                act({ path: `/batches/${batchId}/classes/${cancelling.id}/cancel` }, () =>
                  setCancelling(undefined),
                )
              }
            >
              Cancel the class
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
  if (classes.length === 0) return <Text c="dimmed">No classes in this batch yet.</Text>;
  if (!wide)
    return (
      <>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Classes">
          {classes.map((c) => (
            <Paper component="li" key={c.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.className}
                </Text>
                <Status c={c} />
              </Group>
              <Text size="sm">{when(c)}</Text>
              {c.alertMessage && (
                <Text size="sm" c="dimmed">
                  {c.alertMessage}
                </Text>
              )}
              <Links c={c} />
              <Group mt="xs">{buttons(c)}</Group>
            </Paper>
          ))}
        </Stack>
        {modals}
      </>
    );
  return (
    <>
      <Table striped aria-label="Classes" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Class</Table.Th>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Links</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600} size="sm">
                  {c.className}
                </Text>
                {c.alertMessage && (
                  <Text size="xs" c="dimmed">
                    {c.alertMessage}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{when(c)}</Table.Td>
              <Table.Td>
                <Status c={c} />
              </Table.Td>
              <Table.Td>
                <Links c={c} />
              </Table.Td>
              <Table.Td>{buttons(c)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {modals}
    </>
  );
}
