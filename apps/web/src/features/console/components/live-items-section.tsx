import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LiveAction, LiveOps } from '../api/live';
import { HeadedSection } from '../resource/headed-section';
import { RemoveConfirm, ResourceEditor } from '../resource/resource-dialogs';
import { RowActions } from '../resource/row-actions';
import { useResourceEditing } from '../resource/use-resource-editing';
import { CardList } from './card-list';
import type { LiveFormProps } from './live-forms';

interface Props<T extends { id: string }, B> {
  /** The heading's id and text. */
  id: string;
  title: ReactNode;
  /** The button that opens a new item's form, and that form's title ('Add a download'). */
  addLabel: string;
  /** What the section says while it has no item. */
  empty: string;
  /** The cards' accessible name. */
  label: string;
  items: T[];
  ops: LiveOps;
  /** An item's name: its buttons' names and its form's title ('Edit Weekend batch'). */
  nameOf: (item: T) => string;
  /** A card's lines above its Edit and Delete buttons. */
  card: (item: T) => ReactNode;
  /** Whether an item may be deleted (a type without batches); every item by default. */
  removable?: (item: T) => boolean;
  form: (props: LiveFormProps<T, B>) => ReactNode;
  /** The change a saved form makes: the new item's create, or the item's save. */
  save: (body: B, item: T | undefined) => LiveAction;
  /** The deletion's confirmation: its title, what it does, and the change it makes. */
  remove: { title: string; text: (item: T | undefined) => ReactNode; act: (item: T) => LiveAction };
}

/**
 * A list of the live pages kept in cards (batch types, a course's e-book downloads): its heading with
 * an Add button, each item's Edit and Delete, the form in a modal and the confirmation of a deletion.
 */
export function LiveItemsSection<T extends { id: string }, B>(props: Props<T, B>) {
  const { items, ops, nameOf, removable = () => true, remove } = props;
  const { act, pending, failure, reset } = ops;
  const ed = useResourceEditing<T | 'new', T>(reset);
  const { editing, removing } = ed;
  const item = editing === 'new' ? undefined : editing;
  return (
    <HeadedSection
      id={props.id}
      title={props.title}
      action={<Button onClick={() => ed.edit('new')}>{props.addLabel}</Button>}
    >
      {items.length === 0 && <Text c="dimmed">{props.empty}</Text>}
      <CardList label={props.label} items={items}>
        {(i) => (
          <>
            {props.card(i)}
            <RowActions
              name={nameOf(i)}
              onEdit={() => ed.edit(i)}
              onRemove={removable(i) ? () => ed.remove(i) : undefined}
            />
          </>
        )}
      </CardList>
      <ResourceEditor
        opened={!!editing}
        onClose={ed.closeEditor}
        title={item ? `Edit ${nameOf(item)}` : props.addLabel}
        error=""
        size="md"
      >
        {editing &&
          props.form({
            initial: item,
            pending,
            error: failure,
            onCancel: ed.closeEditor,
            onSubmit: (body) => act(props.save(body, item), ed.closeEditor),
          })}
      </ResourceEditor>
      <RemoveConfirm
        opened={!!removing}
        onClose={ed.closeRemove}
        title={remove.title}
        error={failure}
        pending={pending}
        onConfirm={() => removing && act(remove.act(removing), ed.closeRemove)}
      >
        {remove.text(removing)}
      </RemoveConfirm>
    </HeadedSection>
  );
}
