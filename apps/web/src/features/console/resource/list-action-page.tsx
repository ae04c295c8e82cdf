import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ResourceDialogs } from './resource-dialogs';
import { ResourcePage } from './resource-page';
import { outcomeOf, useResourceEditing } from './use-resource-editing';

/** What a list's form is given: the item (none for a new one), the list read, and its two ways out. */
export interface ListFormProps<D, T, B> {
  item: T | undefined;
  /** The list as read; none while it loads (a form that needs it waits for it). */
  data: D | undefined;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: B) => void;
}

/** The mutation that changes the list: a save (a create without an id), or a removal by its act `R`. */
export interface ListMutation<B, R extends string> {
  mutate: (
    action: { kind: 'save'; id?: string; body: B } | { kind: R; id: string },
    options?: { onSuccess?: () => void },
  ) => void;
  reset: () => void;
  isSuccess: boolean;
  data: unknown;
  isError: boolean;
  error: Error | null;
  isPending: boolean;
}

interface Props<D, T extends { id: string }, B, R extends string> {
  title: string;
  description: string;
  /** 'product': the header's 'New product' and the new item's form title. */
  noun: string;
  /** Whether 'New …' waits (a form that needs the list). */
  newDisabled?: boolean;
  query: UseQueryResult<D>;
  action: ListMutation<B, R>;
  /** Filters above the list (kept in the address). */
  filters?: ReactNode;
  /** The form's title for an item ('Edit Band 7 course'). */
  editTitle: (item: T) => string;
  form: (props: ListFormProps<D, T, B>) => ReactNode;
  /** How an item leaves the list: its act, its confirmation's title and button, and what it does. */
  remove: {
    kind: R;
    title: string;
    label?: string;
    text: (item: T | undefined) => ReactNode;
  };
  /** The list, with what opens an item's form and its removal. */
  children: (data: D, open: { edit: (item: T) => void; remove: (item: T) => void }) => ReactNode;
}

/**
 * A console authoring page over a list (products, coupons, notices, videos): the list, a form in a
 * modal to create or edit an item, and the confirmation before one is removed.
 */
export function ListActionPage<D, T extends { id: string }, B, R extends string = 'delete' | 'deactivate'>(
  props: Props<D, T, B, R>,
) {
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
      newDisabled={props.newDisabled}
      query={query}
      filters={props.filters}
      outcome={{ ...out, formOpen: ed.open }}
      dialogs={
        <ResourceDialogs
          ed={ed}
          out={out}
          editorTitle={editing ? props.editTitle(editing) : `New ${noun}`}
          form={
            editing !== undefined &&
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
