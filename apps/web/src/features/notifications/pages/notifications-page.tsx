import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '@portico/contract/notifications';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { dayRange } from '../../../lib/dates';
import { getCourseId } from '../../../lib/session';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationCard } from '../components/notification-card';
import { NotificationFilters, type SortOrder } from '../components/notification-filters';
import { PagingBar } from '../components/paging-bar';
import { ReminderSettingsSlot } from '../components/reminder-settings-slot';
import { firstPage, nextPage, type PagingState, previousPage, showingText } from '../utils/paging';
import { TEXTS } from '../utils/texts';

/**
 * The notifications as the student pages, sorts and filters them (a new sort or range starts at
 * the first page), with the ones opened on this visit.
 */
function useNotificationPages() {
  const [sort, setSort] = useState<SortOrder>('desc');
  const [dates, setDates] = useState({ from: '', to: '' });
  const [paging, setPaging] = useState<PagingState>(firstPage);
  // Reads posted on this visit: the unread styling goes at once, before the refetch answers.
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());
  const markRead = useMarkRead();

  const rangeError = Boolean(dates.from && dates.to && dates.from > dates.to);
  const query = useNotifications(
    {
      type: 'notification',
      limit: NOTIFICATION_PAGE_SIZE,
      courseId: getCourseId() ?? undefined,
      lastKey: paging.keys[paging.index],
      sort,
      ...dayRange(dates.from, dates.to),
    },
    !rangeError,
  );
  const restart = () => setPaging(firstPage());

  const open = (n: Notification) => {
    setReadIds((ids) => new Set(ids).add(n.id));
    markRead.mutate({ id: n.id, referenceType: 'Notification' });
  };
  const chooseSort = (value: SortOrder) => {
    setSort(value);
    restart();
  };
  const chooseDates = (from: string, to: string) => {
    setDates({ from, to });
    restart();
  };
  return { sort, dates, rangeError, chooseSort, chooseDates, query, paging, setPaging, readIds, open };
}

/** spec 1 §2 Notifications (/notifications): active notifications, ten a page, newest first. */
export function NotificationsPage() {
  const { sort, dates, rangeError, chooseSort, chooseDates, query, paging, setPaging, readIds, open } =
    useNotificationPages();
  const items = query.data?.Items ?? [];

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {TEXTS.notificationsTitle}
      </Title>
      <Stack gap="md">
        <NotificationFilters
          sort={sort}
          from={dates.from}
          to={dates.to}
          rangeError={rangeError}
          onSort={chooseSort}
          onDates={chooseDates}
        />
        {query.isError && !isSessionExpired(query.error) && (
          <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
        )}
        {query.isPending && !rangeError && (
          <Stack gap="sm" aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={96} radius="md" />
            ))}
          </Stack>
        )}
        {query.isSuccess && items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {TEXTS.empty}
          </Text>
        )}
        {items.length > 0 && (
          <Stack gap="sm" aria-busy={query.isPlaceholderData || undefined}>
            {items.map((n) => (
              <NotificationCard
                key={n.id}
                notification={n}
                read={n.isRead || readIds.has(n.id)}
                onFirstOpen={open}
              />
            ))}
          </Stack>
        )}
        {items.length > 0 && (
          <PagingBar
            text={showingText(paging.index, items.length)}
            hasPrevious={paging.index > 0}
            hasNext={Boolean(query.data?.lastEvaluatedKey) && !query.isPlaceholderData}
            onPrevious={() => setPaging(previousPage)}
            onNext={() => setPaging((p) => nextPage(p, query.data?.lastEvaluatedKey ?? null))}
          />
        )}
        <ReminderSettingsSlot />
      </Stack>
    </Container>
  );
}
