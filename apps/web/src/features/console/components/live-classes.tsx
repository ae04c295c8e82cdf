import { Anchor, Group, Text } from '@mantine/core';
import type { LiveClassRow } from '@portico/contract/console-live';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Column } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/dates';
import type { LiveOps } from '../api/live';
import { CardTitle } from '../resource/card-head';
import { RemoveConfirm, ResourceEditor } from '../resource/resource-dialogs';
import { ResourceList, WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';
import { StateBadge } from '../resource/state-badge';
import { useResourceEditing } from '../resource/use-resource-editing';
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
  return <StateBadge color={s.colour}>{s.label}</StateBadge>;
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

/** The alert students see on a class, if it has one. */
function Alert({ c, size }: { c: LiveClassRow; size: 'sm' | 'xs' }) {
  return c.alertMessage ? (
    <Text size={size} c="dimmed">
      {c.alertMessage}
    </Text>
  ) : null;
}

/** The wide screen's columns; the last one holds each class's buttons. */
const columns = (buttons: (c: LiveClassRow) => ReactNode): Column<LiveClassRow>[] => [
  {
    header: 'Class',
    style: WRAP,
    cell: (c) => (
      <>
        <Text fw={600} size="sm">
          {c.className}
        </Text>
        <Alert c={c} size="xs" />
      </>
    ),
  },
  { header: 'When', cell: when },
  { header: 'Status', cell: (c) => <Status c={c} /> },
  { header: 'Links', cell: (c) => <Links c={c} /> },
  { header: 'Actions', cell: buttons },
];

const open = (c: LiveClassRow) => c.status !== 'cancelled' && c.status !== 'finished';

/** A batch's classes in time order with what students see of each; edit one, or cancel it. */
export function LiveClasses({ classes, wide, ops, batchId }: Props) {
  const { act, pending, failure, reset } = ops;
  const ed = useResourceEditing<LiveClassRow, LiveClassRow>(reset);
  const { editing, removing } = ed;
  const params = (c: LiveClassRow) => ({ id: batchId, classId: c.id });
  const buttons = (c: LiveClassRow) => (
    <RowActions
      name={c.className}
      onEdit={() => ed.edit(c)}
      onRemove={open(c) ? () => ed.remove(c) : undefined}
      removeLabel="Cancel"
      removeText="Cancel class"
    />
  );
  return (
    <>
      <ResourceList
        label="Classes"
        items={classes}
        empty="No classes in this batch yet."
        wide={wide}
        table={{ striped: true, fz: 'sm' }}
        columns={columns(buttons)}
        card={(c) => (
          <>
            <CardTitle badge={<Status c={c} />}>{c.className}</CardTitle>
            <Text size="sm">{when(c)}</Text>
            <Alert c={c} size="sm" />
            <Links c={c} />
            {buttons(c)}
          </>
        )}
      />
      <ResourceEditor
        opened={!!editing}
        onClose={ed.closeEditor}
        title={`Edit ${editing?.className ?? ''}`}
        error=""
      >
        {editing && (
          <LiveClassForm
            initial={editing}
            pending={pending}
            error={failure}
            onCancel={ed.closeEditor}
            onSubmit={(body) => act({ kind: 'saveClass', params: params(editing), body }, ed.closeEditor)}
          />
        )}
      </ResourceEditor>
      <RemoveConfirm
        opened={!!removing}
        onClose={ed.closeRemove}
        title="Cancel this class?"
        confirmLabel="Cancel the class"
        keepLabel="Keep it"
        error={failure}
        pending={pending}
        onConfirm={() => removing && act({ kind: 'cancelClass', params: params(removing) }, ed.closeRemove)}
      >
        The batch’s students see {removing?.className} as cancelled, with its alert message, and can no longer
        join it.
      </RemoveConfirm>
    </>
  );
}
