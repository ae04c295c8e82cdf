import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusAlert } from '../../../components/status-alert';

interface EditorProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The last save's failure ('' for none), above the form. */
  error: string;
  size?: string;
  children: ReactNode;
}

/** The modal a console form opens in, with the failure of its last save above it. */
export function ResourceEditor({ opened, title, onClose, error, size = 'lg', children }: EditorProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size={size}
    >
      {opened && (
        <Stack gap="sm">
          {error && <StatusAlert tone="error">{error}</StatusAlert>}
          {children}
        </Stack>
      )}
    </Modal>
  );
}

interface ConfirmProps {
  opened: boolean;
  title: string;
  /** What happens if the member goes on. */
  children: ReactNode;
  confirmLabel?: string;
  /** The button that leaves it as it is: Cancel, or 'Keep it' where cancelling is the act. */
  keepLabel?: string;
  error: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete this …?': what it does, the failure of the last try, Cancel and the red act itself. */
export function RemoveConfirm({
  opened,
  title,
  children,
  confirmLabel = 'Delete',
  keepLabel = 'Cancel',
  error,
  pending,
  onConfirm,
  onClose,
}: ConfirmProps) {
  return (
    <Modal opened={opened} onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={title}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && <StatusAlert tone="error">{error}</StatusAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface DialogsProps<X> {
  /** What is edited and removed now (useResourceEditing). */
  ed: { editing: unknown; removing: X | undefined; closeEditor: () => void; closeRemove: () => void };
  /** The last change (outcomeOf). */
  out: { error: string; pending: boolean };
  editorTitle: string;
  /** The form, shown while the editor is open. */
  form: ReactNode;
  removeTitle: string;
  removeLabel?: string;
  /** What removing the item does, said before it is done. */
  removeText: ReactNode;
  onRemove: (item: X) => void;
}

/** A list page's two modals: the item's form, and the confirmation before one is removed. */
export function ResourceDialogs<X>({ ed, out, form, onRemove, ...props }: DialogsProps<X>) {
  const { removing } = ed;
  return (
    <>
      <ResourceEditor
        opened={ed.editing !== undefined}
        onClose={ed.closeEditor}
        title={props.editorTitle}
        error={out.error}
      >
        {form}
      </ResourceEditor>
      <RemoveConfirm
        opened={removing !== undefined}
        onClose={ed.closeRemove}
        title={props.removeTitle}
        confirmLabel={props.removeLabel}
        error={out.error}
        pending={out.pending}
        onConfirm={() => removing !== undefined && onRemove(removing)}
      >
        {props.removeText}
      </RemoveConfirm>
    </>
  );
}
