import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CareerMessages } from '@portico/contract/career';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';

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
      notifications.show({ color: 'green', message: message || CareerMessages.updated });
    },
    onError: (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) }),
  };
}
