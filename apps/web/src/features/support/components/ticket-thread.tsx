import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SupportFollowUpRequestSchema,
  SupportMessages,
  type SupportTicket,
} from '@portico/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { sendSupportFollowUp } from '../api/support';

/**
 * A query's thread after the question, oldest first: the institute's answers and the student's own
 * follow-ups, each with who wrote it and when (staff write as the institute). Messages are HTML from
 * the server, shown through the sanitiser.
 */
export function TicketThread({ ticket }: { ticket: SupportTicket }) {
  return (
    <Stack
      component="ol"
      gap={6}
      aria-label={`Conversation on ${ticket.subject}`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ticket.replies.map((r) => (
        <Paper
          component="li"
          key={r.id}
          radius="sm"
          p="sm"
          bg={r.author === 'staff' ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-blue-0)'}
        >
          <Text size="xs" fw={600} c="dimmed" mb={4}>
            {r.author === 'staff' ? 'Support team' : 'You'} · {formatDateTime(r.createdDateTime)}
          </Text>
          <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            <HtmlContent html={r.message} />
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The student's answer back on their own query: it joins the thread and opens the query again for
 * the institute. Checked here first (a message is needed); the server's refusal shows in the form.
 */
export function FollowUpForm({ ticket, onDone }: { ticket: SupportTicket; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    mutationFn: (body: { message: string }) => sendSupportFollowUp(ticket.id, body),
    onSuccess: async (res) => {
      notify.show({ color: 'green', message: res.message ?? SupportMessages.followUpSent });
      await queryClient.invalidateQueries({ queryKey: ['support', 'tickets'] });
      onDone();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const parsed = SupportFollowUpRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? SupportMessages.message);
      box.current?.focus();
      return;
    }
    setProblem(null);
    send.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {send.isError && !isSessionExpired(send.error) && (
          <StatusAlert tone="error">{errorMessage(send.error)}</StatusAlert>
        )}
        <Textarea
          ref={box}
          label="Your reply"
          rows={3}
          resize="vertical"
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={message}
          error={problem}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            if (problem) setProblem(null);
          }}
        />
        <Group gap="sm">
          <Button type="submit" size="xs" loading={send.isPending}>
            Send
          </Button>
          <Button type="button" size="xs" variant="default" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
