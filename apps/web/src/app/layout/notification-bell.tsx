import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications';
import { getCourseId } from '../../lib/session';

/** The header's bell: opens Notifications and shows how many the student has not read. */
export function NotificationBell({ active }: { active: boolean }) {
  // One row is enough: the page carries the student's unread count. Reading one refreshes it (the
  // read call invalidates every 'notifications' query). The course open counts with the company's
  // rows, as on the page.
  const courseId = getCourseId() ?? undefined;
  const unread = useQuery({
    ...notificationsQueryOptions({ type: 'notification', limit: 1, courseId }),
    select: (page) => page.unreadCount,
  }).data;
  const count = unread ?? 0;
  return (
    <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={18} offset={6} color="red.8">
      <ActionIcon
        component={Link}
        to="/notifications"
        variant={active ? 'light' : 'subtle'}
        color="gray"
        size="lg"
        radius="xl"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        title="Notifications"
      >
        <BellIcon size={20} />
      </ActionIcon>
    </Indicator>
  );
}
