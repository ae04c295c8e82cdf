import { ActionIcon, Container, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Notification, NotificationSchema } from '@portico/contract/notifications';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { ArrowLeftIcon } from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { timeAgo } from '../../../lib/time-ago';
import { useNotification } from '../api/get-notification';
import { useMarkRead } from '../api/mark-read';
import { NoticeList } from '../components/notice-list';
import { NoticeTitle } from '../components/notice-title';
import { TEXTS } from '../utils/texts';
import { postedAt } from '../utils/time';

/** The notice handed over by the link that opened the page, when it is one. */
function stateNotice(state: unknown): Notification | null {
  const parsed = NotificationSchema.safeParse((state as { notice?: unknown } | null)?.notice);
  return parsed.success ? parsed.data : null;
}

/**
 * spec 1 §2 Notice board (/notice-board): one notice (name, short description, HTML content) with a
 * back arrow; the notice comes from the link's route state or an `id` query. Without either it lists
 * the notices to choose from.
 */
export function NoticeBoardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handed = stateNotice(location.state);
  const id = params.get('id') ?? handed?.id ?? null;
  const query = useNotification(handed && handed.id === id ? null : id);
  const notice = handed && handed.id === id ? handed : (query.data ?? null);

  // Opening an unread notice reads it (the dashboard's unread styling goes).
  const markRead = useMarkRead();
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (notice && !notice.isRead && posted.current !== notice.id) {
      posted.current = notice.id;
      markRead.mutate({ id: notice.id, referenceType: notice.type === 'notice' ? 'Notice' : 'Notification' });
    }
  }, [notice, markRead.mutate]);

  // Back to where the student came from; a notice opened from a bookmark goes to the dashboard.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/dashboard'));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" aria-label={TEXTS.back} onClick={back}>
          <ArrowLeftIcon size={22} />
        </ActionIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {TEXTS.noticeBoardTitle}
        </Title>
      </Group>
      {!id && (
        <Paper withBorder radius="md" p="md">
          <NoticeList limit={20} />
        </Paper>
      )}
      {id && !notice && query.isPending && <Skeleton height={200} radius="md" aria-label="Loading notice" />}
      {id && !notice && query.isError && !isSessionExpired(query.error) && (
        <StatusAlert tone="error">{errorMessage(query.error, TEXTS.noticeMissing)}</StatusAlert>
      )}
      {notice && (
        <Paper
          component="article"
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          aria-labelledby="notice-name"
        >
          <Stack gap="sm">
            <Title order={2} fz="xl" id="notice-name">
              <NoticeTitle name={notice.name} isImportant={notice.isImportant} />
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={notice.createdDateTime} title={postedAt(notice.createdDateTime)}>
                {timeAgo(notice.createdDateTime)}
              </time>
            </Text>
            {notice.shortDescription && <Text fw={500}>{notice.shortDescription}</Text>}
            <HtmlContent html={notice.content} />
            {notice.image && <Image src={notice.image} alt="" radius="md" loading="lazy" decoding="async" />}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
