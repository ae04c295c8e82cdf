import { Button, Stack } from '@mantine/core';
import {
  type QueueTicket,
  type StaffMember,
  SUPPORT_REPLY_MAX_LENGTH,
  type SupportQueue,
  SupportQueueMessages,
  SupportReplyRequestSchema,
} from '@portico/contract/console';
import { type FormEvent, useRef } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { type TicketAction, useTicketAction } from '../api/support-queue';
import { AssignSection, type Busy, NoteForm, StatusSection, useActionBusy } from './queue-actions';
import { type Note, useNote } from './queue-parts';

const keyOf = (a: TicketAction) => (a.kind === 'assign' ? 'assign' : `${a.kind}:${a.body.status}`);

/** Reopen an answered or closed ticket, or close an open one. */
const STATUS_BUTTONS = [
  { status: 'Open', label: 'Reopen', done: 'The ticket is open again.' },
  { status: 'Closed', label: 'Close', done: 'The ticket is closed.' },
] as const;

interface ReplyProps {
  note: Note;
  /** Send the reply (the ticket is answered). */
  onSubmit: (event: FormEvent) => void;
  /** Send it and close the ticket. */
  onClose: () => void;
  busy: Busy;
}

/** The reply to the student, sent alone or with the ticket closed. */
function ReplyForm({ note, onSubmit, onClose, busy }: ReplyProps) {
  return (
    <NoteForm
      note={note}
      label="Reply"
      required
      rows={6}
      max={SUPPORT_REPLY_MAX_LENGTH}
      onSubmit={onSubmit}
      buttons={
        <>
          <Button type="submit" {...busy('reply:Answered')}>
            Send reply
          </Button>
          <Button type="button" variant="default" {...busy('reply:Closed')} onClick={onClose}>
            Send and close
          </Button>
        </>
      }
    />
  );
}

interface Props {
  ticket: QueueTicket;
  member: StaffMember;
  staff: SupportQueue['staff'];
  onUpdated: (ticket: QueueTicket) => void;
}

/** What staff do with a ticket: reply (and close), give it to someone, reopen or close it. */
export function TicketActions({ ticket, member, staff, onUpdated }: Props) {
  const action = useTicketAction(ticket.id);
  const reply = useNote();
  const assignRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const { busy } = useActionBusy(action, keyOf);

  const run = (a: TicketAction, done: string) =>
    action.mutate(a, {
      onSuccess: (res) => {
        notify.show({ color: 'green', message: res.message || done });
        if (a.kind === 'reply') reply.setValue('');
        onUpdated(res.detail);
        // The pressed button may be gone (Reopen, Take this ticket): focus stays in its section.
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (active && active !== document.body && active.isConnected) return;
          ({ reply: reply.ref, assign: assignRef, status: statusRef })[a.kind].current?.focus();
        });
      },
    });

  const send = (status: 'Answered' | 'Closed') => {
    const body = reply.accept(
      SupportReplyRequestSchema.safeParse({ response: reply.value, status }),
      'Please write a reply',
    );
    if (body) run({ kind: 'reply', body }, SupportQueueMessages.replied);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!action.isPending) send('Answered');
  };
  const assign = (staffId: string | null) => {
    const name = staff.find((s) => s.id === staffId)?.name;
    const done = !staffId ? 'Nobody works on this ticket now.' : `The ticket is now with ${name ?? 'them'}.`;
    run({ kind: 'assign', body: { staffId } }, staffId === member.id ? 'You took this ticket.' : done);
  };

  return (
    <Stack gap="lg">
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <ReplyForm note={reply} onSubmit={onSubmit} onClose={() => send('Closed')} busy={busy} />
      <AssignSection
        id="ticket-assign-heading"
        headingRef={assignRef}
        assignee={ticket.assignee}
        staff={staff}
        member={member}
        noun="ticket"
        take={busy('assign')}
        onAssign={assign}
      />
      <StatusSection
        id="ticket-status-heading"
        title="Status"
        headingRef={statusRef}
        buttons={STATUS_BUTTONS}
        current={ticket.status}
        busy={busy}
        onPick={(b) => run({ kind: 'status', body: { status: b.status } }, b.done)}
      />
    </Stack>
  );
}
