import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListAction } from '../api/console-call';
import { ResourceDialogs } from './resource-dialogs';
import { ResourcePage } from './resource-page';
import { outcomeOf, useResourceEditing } from './use-resource-editing';

/** What a list's form is given: the item (none for a new one), the list read, and its two ways out. */
export interface ListFormProps<D, T, B> {
  item: T | undefined;
  data: D;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: B) => void;
}

interface Props<D, T extends { id: string }, B> {
  title: string;
  description: string;
  /** 'product': the header's 'New product' and the new item's form title. */
  noun: string;
  query: UseQueryResult<D>;
  action: UseMutationResult<unknown, Error, ListAction<B>>;
  /** The form's title for an item ('Edit Band 7 course'). */
  editTitle: (item: T) => string;
  form: (props: ListFormProps<D, T, B>) => ReactNode;
  /** How an item leaves the list: its act, its confirmation's title and button, and what it does. */
  remove: {
    kind: 'delete' | 'deactivate';
    title: string;
    label?: string;
    text: (item: T | undefined) => ReactNode;
  };
  /** The list, with what opens an item's form and its removal. */
  children: (data: D, open: { edit: (item: T) => void; remove: (item: T) => void }) => ReactNode;
}

/**
 * A console page over a list that answers every change with the new list (products, coupons): the
 * list, a form in a modal to create or edit an item, and the confirmation before one is removed.
 */
export function ListActionPage<D, T extends { id: string }, B>(props: Props<D, T, B>) {
  const { query, action, remove, noun } = props;
  /** The item being edited; null for a new one. */
  const ed = useResourceEditing<T | null, T>(action.reset);
  const out = outcomeOf(action);
  const { editing } = ed;
  return (
    <ResourcePage
      title={props.title}
      description={props.description}
      newLabel={`New ${noun}`}
      onNew={() => ed.edit(null)}
      query={query}
      outcome={{ ...out, formOpen: ed.open }}
      dialogs={
        <ResourceDialogs
          ed={ed}
          out={out}
          editorTitle={editing ? props.editTitle(editing) : `New ${noun}`}
          form={
            editing !== undefined &&
            query.data !== undefined &&
            props.form({
              item: editing ?? undefined,
              data: query.data,
              pending: out.pending,
              onCancel: ed.closeEditor,
              onSubmit: (body) =>
                action.mutate({ kind: 'save', id: editing?.id, body }, { onSuccess: ed.closeEditor }),
            })
          }
          removeTitle={remove.title}
          removeLabel={remove.label}
          removeText={remove.text(ed.removing)}
          onRemove={(r) => action.mutate({ kind: remove.kind, id: r.id }, { onSuccess: ed.closeRemove })}
        />
      }
    >
      {(data) => props.children(data, { edit: ed.edit, remove: ed.remove })}
    </ResourcePage>
  );
}
