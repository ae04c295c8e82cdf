import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type QueueTicket,
  type StaffMember,
  SUPPORT_REPLY_MAX_LENGTH,
  type SupportQueue,
  SupportQueueMessages,
  SupportReplyRequestSchema,
} from '@portico/contract/console';
import { type FormEvent, type Ref, useRef } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { type TicketAction, useTicketAction } from '../api/support-queue';
import { NoteField, useNote } from './queue-parts';

const NOBODY = 'nobody';
const ROLE = { admin: 'Administrator', faculty: 'Faculty' } as const;

const keyOf = (a: TicketAction) => (a.kind === 'assign' ? 'assign' : `${a.kind}:${a.body.status}`);

interface Props {
  ticket: QueueTicket;
  member: StaffMember;
  staff: SupportQueue['staff'];
  onUpdated: (ticket: QueueTicket) => void;
}

type Busy = (key: string) => { loading: boolean; disabled: boolean };

interface AssignProps extends Omit<Props, 'onUpdated'> {
  headingRef: Ref<HTMLHeadingElement>;
  busy: Busy;
  onAssign: (staffId: string | null) => void;
}

/** An admin gives the ticket to anyone; faculty take it themselves. */
function TicketAssign({ ticket, member, staff, headingRef, busy, onAssign }: AssignProps) {
  const options = [
    { value: NOBODY, label: 'Nobody' },
    ...staff.map((s) => ({ value: s.id, label: `${s.name} (${ROLE[s.role]})` })),
  ];
  if (ticket.assignee && !staff.some((s) => s.id === ticket.assignee?.id)) {
    options.push({ value: ticket.assignee.id, label: ticket.assignee.name });
  }
  return (
    <section aria-labelledby="ticket-assign-heading">
      <Title order={3} fz="h5" id="ticket-assign-heading" mb="xs" ref={headingRef} tabIndex={-1}>
        Who works on it
      </Title>
      {member.role === 'admin' ? (
        <Select
          label="Assign to"
          data={options}
          value={ticket.assignee?.id ?? NOBODY}
          allowDeselect={false}
          onChange={(value) => {
            if (value && value !== (ticket.assignee?.id ?? NOBODY)) onAssign(value === NOBODY ? null : value);
          }}
        />
      ) : ticket.assignee?.id === member.id ? (
        <Text size="sm">Assigned to you</Text>
      ) : (
        <Group gap="sm">
          <Text size="sm">Assigned to: {ticket.assignee?.name ?? 'Nobody'}</Text>
          <Button variant="default" {...busy('assign')} onClick={() => onAssign(member.id)}>
            Take this ticket
          </Button>
        </Group>
      )}
    </section>
  );
}

interface StatusProps {
  ticket: QueueTicket;
  headingRef: Ref<HTMLHeadingElement>;
  busy: Busy;
  run: (a: TicketAction, done: string) => void;
}

/** Reopen an answered or closed ticket, or close an open one. */
function TicketStatus({ ticket, headingRef, busy, run }: StatusProps) {
  return (
    <section aria-labelledby="ticket-status-heading">
      <Title order={3} fz="h5" id="ticket-status-heading" mb="xs" ref={headingRef} tabIndex={-1}>
        Status
      </Title>
      <Group gap="sm">
        {ticket.status !== 'Open' && (
          <Button
            variant="default"
            {...busy('status:Open')}
            onClick={() => run({ kind: 'status', body: { status: 'Open' } }, 'The ticket is open again.')}
          >
            Reopen
          </Button>
        )}
        {ticket.status !== 'Closed' && (
          <Button
            variant="default"
            {...busy('status:Closed')}
            onClick={() => run({ kind: 'status', body: { status: 'Closed' } }, 'The ticket is closed.')}
          >
            Close
          </Button>
        )}
      </Group>
    </section>
  );
}

/** What staff do with a ticket: reply (and close), give it to someone, reopen or close it. */
export function TicketActions({ ticket, member, staff, onUpdated }: Props) {
  const action = useTicketAction(ticket.id);
  const reply = useNote();
  const assignRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const pending = action.isPending && action.variables ? keyOf(action.variables) : null;

  const run = (a: TicketAction, done: string) =>
    action.mutate(a, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message || done });
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
  const busy = (key: string) => ({ loading: pending === key, disabled: action.isPending && pending !== key });

  return (
    <Stack gap="lg">
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NoteField
            ref={reply.ref}
            label="Reply"
            required
            rows={6}
            max={SUPPORT_REPLY_MAX_LENGTH}
            value={reply.value}
            error={reply.error}
            onChange={reply.change}
          />
          <Group gap="sm">
            <Button type="submit" {...busy('reply:Answered')}>
              Send reply
            </Button>
            <Button type="button" variant="default" {...busy('reply:Closed')} onClick={() => send('Closed')}>
              Send and close
            </Button>
          </Group>
        </Stack>
      </form>
      <TicketAssign
        ticket={ticket}
        member={member}
        staff={staff}
        headingRef={assignRef}
        busy={busy}
        onAssign={assign}
      />
      <TicketStatus ticket={ticket} headingRef={statusRef} busy={busy} run={run} />
    </Stack>
  );
}
