import { Skeleton } from '@mantine/core';
import { NOTICEBOARD_SIZE } from '@portico/contract/notifications';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useNotifications } from '../api/get-notifications';
import { NoticeItems } from './notice-items';

/**
 * spec 1 §2 dashboard noticeboard: the first six active notices, unread ones in bold, IMPORTANT in
 * bold, each with the time since posting; a notice opens on /notice-board.
 */
export function NoticeList({ limit = NOTICEBOARD_SIZE }: { limit?: number }) {
  // The company's notices and those of the course open.
  const query = useNotifications({ type: 'notice', limit, courseId: getCourseId() ?? undefined });
  if (query.isPending) return <Skeleton height={120} radius="md" aria-label="Loading notices" />;
  if (query.isError) {
    return isSessionExpired(query.error) ? null : (
      <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
    );
  }
  return <NoticeItems notices={query.data.Items} />;
}
