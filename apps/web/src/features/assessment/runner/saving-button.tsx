import { Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

export const SAVING_RECORDING = 'Saving your recording…';

/**
 * A button whose act waits for a recording to be saved first: meanwhile it says so,
 * keeps its place and the focus, and does nothing more when pressed.
 */
export function SavingButton({
  saving,
  onClick,
  children,
}: {
  saving: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      onClick={saving ? undefined : onClick}
      data-disabled={saving || undefined}
      aria-disabled={saving || undefined}
      leftSection={saving ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
    >
      {saving ? SAVING_RECORDING : children}
    </Button>
  );
}
