import { Anchor, Group, Text } from '@mantine/core';
import type { Notification } from '@portico/contract/notifications';
import { Link } from 'react-router';
import { ListStack } from '../../../components/plain-list';
import { timeAgo } from '../../../lib/time-ago';
import { NOTICE_TEXTS } from './notice-texts';
import { NoticeTitle } from './notice-title';

/** The noticeboard's rows, for a page that already holds the notices (the dashboard call). */
export function NoticeItems({ notices }: { notices: Notification[] }) {
  if (notices.length === 0) return <Text c="dimmed">{NOTICE_TEXTS.noNotices}</Text>;
  return (
    <ListStack gap="sm">
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
              {!n.isRead && <span className="visually-hidden"> ({NOTICE_TEXTS.unread})</span>}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <time dateTime={n.createdDateTime}>{timeAgo(n.createdDateTime)}</time>
            </Text>
          </Group>
        </li>
      ))}
    </ListStack>
  );
}
