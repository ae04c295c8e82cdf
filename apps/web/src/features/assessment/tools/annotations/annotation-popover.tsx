import { Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { NOTE_MAX } from './annotations';
import classes from './annotations.module.css';

/** Where the popover points, relative to the passage's positioned wrapper. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What floats over the passage: at most one thing at a time, as in the IELTS runner. */
export type Float =
  | { kind: 'menu'; start: number; end: number; box: Box }
  | { kind: 'editor'; start: number; end: number; box: Box; initial: string }
  | { kind: 'mark'; ids: string[]; box: Box }
  | { kind: 'peek'; ids: string[]; box: Box }
  | { kind: 'clear-all'; box: Box };

export interface PopoverActions {
  onHighlight(): void;
  onNotes(): void;
  onSave(note: string): void;
  onEdit(): void;
  onClear(): void;
  onClearAll(): void;
  /** Closed without a choice (a click elsewhere). */
  onDismiss(): void;
  onCancel(): void;
}

export interface AnnotationPopoverProps extends PopoverActions {
  float: Float | null;
  /** The note among these annotation ids, if one is a note. */
  noteOf(ids: readonly string[]): string | undefined;
}

/** 1,000 as the note's limit reads it (a number, not a date: Intl's number format). */
const count = (n: number) => new Intl.NumberFormat('en-GB').format(n);
// The menu must not take the selection away before its button acts on it.
const keepSelection = (e: MouseEvent) => e.preventDefault();

function NoteEditor({
  initial,
  onSave,
  onCancel,
}: { initial: string } & Pick<PopoverActions, 'onSave' | 'onCancel'>) {
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onSave(text.slice(0, NOTE_MAX));
  };
  return (
    <form onSubmit={submit} className={classes.editor}>
      <Textarea
        label="Note"
        data-autofocus
        rows={4}
        maxLength={NOTE_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={`${count(text.length)} of ${count(NOTE_MAX)} characters`}
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!text.trim()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

function ClearButtons({
  one,
  onClear,
  onClearAll,
}: { one: boolean } & Pick<PopoverActions, 'onClear' | 'onClearAll'>) {
  return (
    <>
      {one && (
        <Button variant="default" onClick={onClear}>
          Clear
        </Button>
      )}
      <Button variant="default" onClick={onClearAll}>
        Clear all
      </Button>
    </>
  );
}

function Content({ float, noteOf, ...actions }: AnnotationPopoverProps & { float: Float }) {
  switch (float.kind) {
    case 'menu':
      return (
        <Group gap="xs" onMouseDown={keepSelection}>
          <Button variant="default" onClick={actions.onHighlight}>
            Highlight
          </Button>
          <Button variant="default" onClick={actions.onNotes}>
            Notes
          </Button>
        </Group>
      );
    case 'editor':
      return <NoteEditor initial={float.initial} onSave={actions.onSave} onCancel={actions.onCancel} />;
    case 'peek':
      return <Text className={classes.noteText}>{noteOf(float.ids)}</Text>;
    case 'clear-all':
      return <ClearButtons one={false} {...actions} />;
    case 'mark': {
      const note = noteOf(float.ids);
      return (
        <Stack gap="xs" className={classes.markPanel}>
          {note !== undefined && <Text className={classes.noteText}>{note}</Text>}
          <Group gap="xs">
            {note !== undefined && (
              <Button variant="default" onClick={actions.onEdit}>
                Edit note
              </Button>
            )}
            <ClearButtons one {...actions} />
          </Group>
        </Stack>
      );
    }
  }
}

const ROLE: Record<Float['kind'], { role: string; label: (note: boolean) => string }> = {
  menu: { role: 'group', label: () => 'Selected text' },
  editor: { role: 'dialog', label: () => 'Add a note' },
  mark: { role: 'dialog', label: (note) => (note ? 'Note' : 'Highlight') },
  peek: { role: 'tooltip', label: () => 'Note' },
  'clear-all': { role: 'dialog', label: () => 'Highlights and notes' },
};

/**
 * The selection menu, the note editor and a mark's Clear / Clear all, pointed at an invisible box over
 * the text they concern. It stays inside the passage's region (no portal) so that Tab from the
 * passage reaches it and a screen reader finds it next to the text.
 */
export function AnnotationPopover(props: AnnotationPopoverProps) {
  const { float, noteOf, onDismiss } = props;
  const box = float?.box ?? { left: 0, top: 0, width: 0, height: 0 };
  // The selection menu must not pull focus out of the text (Tab moves into it); the others are
  // small dialogs that take it.
  const traps = float !== null && float.kind !== 'menu' && float.kind !== 'peek';
  const role = float && ROLE[float.kind];
  const label = float && role?.label(float.kind === 'mark' && noteOf(float.ids) !== undefined);
  return (
    <Popover
      opened={float !== null}
      onDismiss={onDismiss}
      withinPortal={false}
      withRoles={false}
      closeOnEscape={false}
      // A stray click must not throw away a half-written note; Cancel and Escape close the editor.
      closeOnClickOutside={float?.kind !== 'editor'}
      trapFocus={traps}
      // It sits inside the scrolling passage, so it scrolls out of view with its text on its own.
      hideDetached={false}
      position="bottom-start"
      shadow="md"
      zIndex={30}
    >
      <Popover.Target>
        <span aria-hidden="true" className={classes.anchor} style={box} />
      </Popover.Target>
      <Popover.Dropdown role={role?.role} aria-label={label ?? undefined} data-annotation-layer>
        {float && <Content {...props} float={float} />}
      </Popover.Dropdown>
    </Popover>
  );
}
