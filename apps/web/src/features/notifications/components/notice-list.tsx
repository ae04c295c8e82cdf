import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { NOTICEBOARD_SIZE, type Notification } from '@portico/contract/notifications';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { useNotifications } from '../api/get-notifications';
import { TEXTS } from '../utils/texts';
import { timeAgo } from '../utils/time';
import { NoticeTitle } from './notice-title';

/**
 * spec 1 §2 dashboard noticeboard: the first six active notices, unread ones in bold, IMPORTANT in
 * bold, each with the time since posting; a notice opens on /notice-board.
 */
export function NoticeList({ limit = NOTICEBOARD_SIZE }: { limit?: number }) {
  const query = useNotifications({ type: 'notice', limit });
  if (query.isPending) return <Skeleton height={120} radius="md" aria-label="Loading notices" />;
  if (query.isError) {
    return isSessionExpired(query.error) ? null : (
      <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
    );
  }
  return <NoticeItems notices={query.data.Items} />;
}

/** The noticeboard's rows, for a page that already holds the notices (the dashboard call). */
export function NoticeItems({ notices }: { notices: Notification[] }) {
  if (notices.length === 0) return <Text c="dimmed">{TEXTS.noNotices}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {notices.map((n) => (
        <li key={n.id}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Anchor
              component={Link}
              to={`/notice-board?id=${n.id}`}
              state={{ notice: n }}
              fw={n.isRead ? 400 : 700}
              size="sm"
            >
              <NoticeTitle name={n.name} isImportant={n.isImportant} />
              {!n.isRead && <span className="visually-hidden"> ({TEXTS.unread})</span>}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <time dateTime={n.createdDateTime}>{timeAgo(n.createdDateTime)}</time>
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
