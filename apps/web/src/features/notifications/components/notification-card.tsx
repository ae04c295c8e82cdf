import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Notification } from '@portico/contract/notifications';
import { useId, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { ChevronDownIcon } from '../../../components/icons';
import { timeAgo } from '../../../lib/time-ago';
import { TEXTS } from '../utils/texts';
import { postedAt } from '../utils/time';
import { NoticeTitle } from './notice-title';
import classes from './notification-card.module.css';

interface NotificationCardProps {
  notification: Notification;
  /** Read already, as far as this screen knows (the server's flag or a read posted just now). */
  read: boolean;
  /** Called on the first open of an unread notification (spec 1 §4). */
  onFirstOpen: (notification: Notification) => void;
}

/** spec 1 §2: name, relative time, short description and a View/Hide Detail toggle. */
export function NotificationCard({ notification: n, read, onFirstOpen }: NotificationCardProps) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const headingId = useId();
  const toggle = () => {
    if (!open && !read) onFirstOpen(n);
    setOpen(!open);
  };
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      className={`${classes.card} ${read ? '' : classes.unread}`}
      data-read={read}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="md" fw={read ? 500 : 700} id={headingId}>
            <NoticeTitle name={n.name} isImportant={n.isImportant} />
          </Title>
          {!read && (
            <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
              {TEXTS.unread}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={n.createdDateTime}>{timeAgo(n.createdDateTime)}</time>
        </Text>
        {n.shortDescription && <Text size="sm">{n.shortDescription}</Text>}
        {open && (
          <Stack gap="sm" id={detailId} pt="xs">
            <Text size="sm" c="dimmed">
              {TEXTS.postedOn} {postedAt(n.createdDateTime)}
            </Text>
            <HtmlContent html={n.content} />
            {n.image && (
              <img src={n.image} alt="" className={classes.image} loading="lazy" decoding="async" />
            )}
          </Stack>
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={toggle}
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            rightSection={
              <ChevronDownIcon size={16} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
            }
          >
            {open ? TEXTS.hideDetail : TEXTS.viewDetail}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
