import { Button, Group, Stack } from '@mantine/core';
import { CareerMessages } from '@portico/contract/career';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

/** One field and its submit button, right-aligned under it (spec 3 §2 LinkedIn and comment forms). */
export function SingleFieldForm({
  onSubmit,
  submitLabel,
  pending,
  gap,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  gap: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a save shows: the server's message (or spec 3 §8 'Updated Successfully!'), or its error. */
export function saveToasts(onSaved?: () => void) {
  return {
    onSuccess: ({ message }: { message: string }) => {
      onSaved?.();
      notify.show({ color: 'green', message: message || CareerMessages.updated });
    },
    onError: (err: unknown) => notify.show({ color: 'red', message: errorMessage(err) }),
  };
}

/**
 * The one field of such a form: its text, and what the check found wrong with it, shown under the
 * field until the student types again. `submit(send)` checks the text and sends only text that passes.
 */
export function useCheckedField(initial: string, problemOf: (text: string) => string | null) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (send: (text: string) => void) => (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(value);
    setError(problem);
    if (!problem) send(value);
  };
  /** The field's props: its text, its error, and typing that clears the error. */
  const input = {
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.currentTarget.value);
      if (error) setError(null);
    },
  };
  return { input, setValue, submit };
}
