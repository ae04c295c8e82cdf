import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';

/** The mutation a page makes its changes with, as far as its outcome goes. */
interface Change {
  isSuccess: boolean;
  data?: { message: string };
  isError: boolean;
  error: Error | null;
}

/** The last change's outcome at the top of a page (live classes, a student): its message, or its failure. */
export function ChangeOutcome({ action }: { action: Change }) {
  return (
    <>
      {action.isSuccess && <StatusAlert tone="success">{action.data?.message}</StatusAlert>}
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
    </>
  );
}
