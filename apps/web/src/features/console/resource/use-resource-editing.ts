import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';

/**
 * What a console list page edits and what it is about to remove. `E` is what the form edits ('new'
 * or null for a new item), `X` what the confirmation would remove. Opening either forgets the last
 * change's outcome (`reset`), so an old failure never shows in a fresh form.
 */
export function useResourceEditing<E, X>(reset: () => void) {
  const [editing, setEditing] = useState<E>();
  const [removing, setRemoving] = useState<X>();
  return {
    editing,
    removing,
    edit: (item: E) => {
      reset();
      setEditing(item);
    },
    remove: (item: X) => {
      reset();
      setRemoving(item);
    },
    closeEditor: () => setEditing(undefined),
    closeRemove: () => setRemoving(undefined),
    /** Whether a form or a confirmation is open (and shows the failure itself). */
    open: editing !== undefined || removing !== undefined,
  };
}

/** A change's answer as the page shows it: its message, whether it comes alone or with data. */
const messageOf = (data: unknown): string =>
  typeof data === 'string' ? data : ((data as { message?: string } | undefined)?.message ?? '');

/** The last change as a page shows it: its success message, its failure, whether it is under way. */
export const outcomeOf = (action: {
  isSuccess: boolean;
  data: unknown;
  isError: boolean;
  error: Error | null;
  isPending: boolean;
}) => ({
  message: action.isSuccess ? messageOf(action.data) : '',
  error: action.isError ? errorMessage(action.error) : '',
  pending: action.isPending,
});
