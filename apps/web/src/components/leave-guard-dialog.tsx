import type { LeaveGuard } from '../lib/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

/** What useLeaveGuard asks while a form holds changes the server does not have yet. */
export function LeaveGuardDialog({ guard, title }: { guard: LeaveGuard; title: string }) {
  return (
    <ConfirmDialog
      opened={guard.asking}
      title={title}
      confirmLabel="Leave without saving"
      danger
      onConfirm={guard.leave}
      onClose={guard.stay}
    >
      Your latest changes are not saved yet. If you leave now, they are lost.
    </ConfirmDialog>
  );
}
