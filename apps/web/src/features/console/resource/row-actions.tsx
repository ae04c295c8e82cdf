import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** What the buttons act on, for their accessible names: 'Edit IELTS Pack', 'Delete IELTS Pack'. */
  name: string;
  onEdit: () => void;
  /** None when the item cannot be removed (a product someone holds, a type with batches). */
  onRemove?: () => void;
  /** The removing word: Delete, or Deactivate for what is kept but no longer used. */
  removeLabel?: string;
  /** The removing button's text where it says more than its word ('Cancel class'). */
  removeText?: string;
  /** More buttons between the two (a video's Up and Down). */
  children?: ReactNode;
}

/** An item's Edit and Delete buttons, named after the item so each row's are told apart. */
export function RowActions({ name, onEdit, onRemove, removeLabel = 'Delete', removeText, children }: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {children}
      {onRemove && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={onRemove}
          aria-label={`${removeLabel} ${name}`}
        >
          {removeText ?? removeLabel}
        </Button>
      )}
    </Group>
  );
}

/** A list item's name as a link-looking button that opens the item (a queue's drawer). */
export function OpenButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={onOpen}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  );
}
