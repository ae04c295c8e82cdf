import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import type { FormEvent, ReactNode, Ref } from 'react';
import { DrawerSection } from './queue-drawer';
import { type Note, NoteField } from './queue-parts';

/**
 * What staff do in a queue's drawer (support tickets, score reports, career reviews): the forms that
 * send a note or a file, the buttons that change an item's status, and who works on the item.
 */

/** A button's state while an act is under way: that act's button spins, the others wait. */
export type Busy = (key: string) => { loading: boolean; disabled: boolean };

/**
 * Which act of an item's mutation is under way (`keyOf` names an act: 'reply:Closed', 'assign') and
 * the state of each act's button.
 */
export function useActionBusy<V>(action: { isPending: boolean; variables?: V }, keyOf: (act: V) => string) {
  const pending = action.isPending && action.variables ? keyOf(action.variables) : null;
  const busy: Busy = (key) => ({ loading: pending === key, disabled: action.isPending && pending !== key });
  return { pending, busy };
}

/** A drawer's small form: its field, then its buttons in a row; the page checks it on submit. */
export function ActionForm({
  onSubmit,
  buttons,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Group gap="sm">{buttons}</Group>
      </Stack>
    </form>
  );
}

interface NoteFormProps {
  note: Note;
  label: string;
  hint?: string;
  max: number;
  rows?: number;
  required?: boolean;
  onSubmit: (event: FormEvent) => void;
  buttons: ReactNode;
}

/** A note to the student (a reply, a remark, a comment) with its buttons. */
export function NoteForm({ note, onSubmit, buttons, ...field }: NoteFormProps) {
  return (
    <ActionForm onSubmit={onSubmit} buttons={buttons}>
      <NoteField {...field} ref={note.ref} value={note.value} error={note.error} onChange={note.change} />
    </ActionForm>
  );
}

/** A status an item can be moved to: its button, and what the page says once it is done. */
export interface StatusButton<S extends string> {
  status: S;
  label: string;
  done: string;
  /** The act the section leads to (Approve), as a filled button. */
  filled?: boolean;
}

interface StatusProps<S extends string> {
  id: string;
  title: string;
  /** The heading, where focus goes back once a pressed button is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  buttons: readonly StatusButton<S>[];
  /** The item's status now: its own button is not offered. */
  current: string;
  busy: Busy;
  onPick: (button: StatusButton<S>) => void;
}

/** The buttons that move an item to another status (Reopen, Close; Approve, Send back). */
export function StatusSection<S extends string>({
  buttons,
  current,
  busy,
  onPick,
  ...section
}: StatusProps<S>) {
  return (
    <DrawerSection {...section} focusable={section.headingRef !== undefined}>
      <Group gap="sm">
        {buttons
          .filter((b) => b.status !== current)
          .map((b) => (
            <Button
              key={b.status}
              variant={b.filled ? 'filled' : 'default'}
              {...busy(`status:${b.status}`)}
              onClick={() => onPick(b)}
            >
              {b.label}
            </Button>
          ))}
      </Group>
    </DrawerSection>
  );
}

const NOBODY = 'nobody';
const ROLE = { admin: 'Administrator', faculty: 'Faculty' } as const;

interface AssignProps {
  assignee: { id: string; name: string } | null;
  staff: { id: string; name: string; role: StaffMember['role'] }[];
  member: StaffMember;
  onAssign: (staffId: string | null) => void;
  /** 'ticket', 'report', 'project'. */
  noun: string;
  /** The heading's id ('assign-heading' by default), and the heading where focus goes back to it. */
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** While the item is being given: the choice is locked and Take spins. */
  busy?: boolean;
  /** Take's state where the page tracks each act (useActionBusy); `busy` by default. */
  take?: { loading: boolean; disabled: boolean };
}

/** An admin gives the item to anyone; faculty take it themselves. */
export function AssignSection({
  assignee,
  staff,
  member,
  onAssign,
  noun,
  busy,
  take,
  ...heading
}: AssignProps) {
  const options = [
    { value: NOBODY, label: 'Nobody' },
    ...staff.map((s) => ({ value: s.id, label: `${s.name} (${ROLE[s.role]})` })),
  ];
  if (assignee && !staff.some((s) => s.id === assignee.id)) {
    options.push({ value: assignee.id, label: assignee.name });
  }
  return (
    <DrawerSection id="assign-heading" {...heading} title="Who works on it" focusable>
      {member.role === 'admin' ? (
        <Select
          label="Assign to"
          data={options}
          value={assignee?.id ?? NOBODY}
          allowDeselect={false}
          disabled={busy}
          onChange={(value) => {
            if (value && value !== (assignee?.id ?? NOBODY)) onAssign(value === NOBODY ? null : value);
          }}
        />
      ) : assignee?.id === member.id ? (
        <Text size="sm">Assigned to you</Text>
      ) : (
        <Group gap="sm">
          <Text size="sm">Assigned to: {assignee?.name ?? 'Nobody'}</Text>
          <Button variant="default" {...(take ?? { loading: busy })} onClick={() => onAssign(member.id)}>
            Take this {noun}
          </Button>
        </Group>
      )}
    </DrawerSection>
  );
}
