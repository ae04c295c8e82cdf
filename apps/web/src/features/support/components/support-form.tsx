import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SupportMessages,
  type SupportTypeValue,
  typesWithTest,
} from '@portico/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { createSupportTicket, useSupportOptions } from '../api/support';

type Props =
  /** The request form (spec 3 §5): the type and, for an evaluation, the test chosen by the student. */
  | { mode: 'request'; courseId: string | null; onCreated?: () => void }
  /** A question on one test, from its report (spec 2 §3: the type is fixed to 'query'). */
  | { mode: 'query'; testId: string; onCreated?: () => void };

/** Checks in the spec's order, each failure a toast at the bottom left (spec 2 §5, spec 3 §5). */
function firstProblem(v: { subject: string; type: string; test: string | null; message: string }) {
  if (!v.subject.trim()) return SupportMessages.subject;
  if (!v.type) return SupportMessages.type;
  if (typesWithTest.includes(v.type as SupportTypeValue) && !v.test) return SupportMessages.test;
  if (!v.message.trim()) return SupportMessages.message;
  return null;
}

/**
 * What the student writes (subject, type, test, message), kept until the ticket is created; then
 * the form empties and the ticket lists load again. Create checks first and says what is missing.
 */
function useSupportTicket(props: Props) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [test, setTest] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const chosenType = props.mode === 'query' ? 'query' : (type ?? '');
  const testId = props.mode === 'query' ? props.testId : test;

  const create = useMutation({
    mutationFn: () =>
      createSupportTicket({
        subject,
        supportType: chosenType,
        testId: typesWithTest.includes(chosenType as SupportTypeValue) ? testId : null,
        description: message,
      }),
    onSuccess: async (res) => {
      notify.show({ color: 'green', message: res.message ?? SupportMessages.created });
      setSubject('');
      setType(null);
      setTest(null);
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: ['support', 'tickets'] });
      props.onCreated?.();
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const problem = firstProblem({ subject, type: chosenType, test: testId, message });
    if (problem) {
      notify.show({ color: 'red', message: problem, position: 'bottom-left' });
      return;
    }
    create.mutate();
  };

  const chooseType = (v: string | null) => {
    setType(v);
    if (v !== 'evaluation') setTest(null);
  };
  return {
    draft: { subject, type, test, message },
    setSubject,
    chooseType,
    setTest,
    setMessage,
    showsTest: props.mode === 'request' && chosenType === 'evaluation',
    create,
    submit,
  };
}

export function SupportForm(props: Props) {
  const options = useSupportOptions(
    props.mode === 'request' ? props.courseId : null,
    props.mode === 'request',
  );
  const { draft, setSubject, chooseType, setTest, setMessage, showsTest, create, submit } =
    useSupportTicket(props);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {create.isError && !isSessionExpired(create.error) && (
          <StatusAlert tone="error">{errorMessage(create.error)}</StatusAlert>
        )}
        <TextInput
          label="Subject"
          value={draft.subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
        />
        {props.mode === 'request' && (
          <Select
            label="Type"
            placeholder="Select type"
            data={(options.data?.supportTypes ?? []).map((t) => ({ value: t.supportType, label: t.title }))}
            value={draft.type}
            onChange={chooseType}
            disabled={options.isPending}
          />
        )}
        {props.mode === 'request' && options.isError && !isSessionExpired(options.error) && (
          <StatusAlert tone="error">{errorMessage(options.error)}</StatusAlert>
        )}
        {showsTest && (
          <Select
            label="Test"
            placeholder="Select test"
            data={(options.data?.tests ?? []).map((t) => ({ value: t.id, label: t.component.title }))}
            value={draft.test}
            onChange={setTest}
            searchable
            nothingFoundMessage="No test found"
          />
        )}
        <Textarea
          label="Message"
          value={draft.message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          minRows={5}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        />
        <Button
          type="submit"
          loading={create.isPending}
          disabled={create.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Create
        </Button>
      </Stack>
    </form>
  );
}
