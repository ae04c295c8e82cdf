import { Text } from '@mantine/core';
import { errorMessage } from '../lib/api-error';
import { formatClockTime } from '../lib/dates';
import type { Autosave } from '../lib/use-autosave';

/** Where an autosaved form stands, beside its Save button: 'Saving…', 'Saved 10:42', a refusal. */
export function AutosaveStatus({
  autosave,
}: {
  autosave: Pick<Autosave<unknown, unknown>, 'status' | 'savedAt' | 'error'>;
}) {
  const { status, savedAt, error } = autosave;
  const text =
    status === 'saving'
      ? 'Saving…'
      : status === 'unsaved'
        ? 'Changes not saved yet'
        : status === 'conflict'
          ? 'Not saved — conflict'
          : status === 'failed'
            ? `Not saved: ${errorMessage(error)}`
            : savedAt
              ? `Saved ${formatClockTime(savedAt)}`
              : '';
  return (
    <Text
      size="sm"
      role="status"
      aria-live="polite"
      c={status === 'conflict' || status === 'failed' ? 'red.8' : 'gray.7'}
      fw={status === 'conflict' || status === 'failed' ? 600 : undefined}
    >
      {text}
    </Text>
  );
}
