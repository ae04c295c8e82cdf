import { Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffMember, SupportQueue } from '@portico/contract/console';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';

/** What every queue's drawer is given by its page. */
export interface QueueDrawerProps<T> {
  /** The item shown; kept while the drawer closes. */
  item: T | null;
  opened: boolean;
  onClose: () => void;
  /** The item as the server answered after a change. */
  onUpdated: (item: T) => void;
  member: StaffMember;
  /** Who an item may be given to (the same list on every queue). */
  staff: SupportQueue['staff'];
  now: number;
}

/** A thread message's text: its own line breaks kept, a long word wrapped. */
export const PRE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One queue item opened at the side: its title, a Close button, and what staff read and do. */
export function QueueDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    // Compound form: the default Drawer header is a <header> element, a second banner landmark.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(40rem, 100%)" padding="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" align="flex-start" wrap="nowrap" px="md" pt="md" pb="xs">
          <Drawer.Title fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close details" />
        </Group>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** An item's detail read when its drawer opens: a spinner, its failure, or the item. */
export function QueueDetail<D>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<D>;
  loading: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError) return <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>;
  return <>{children(query.data)}</>;
}

/**
 * A queue's drawer whose item's detail is read as it opens (score reports, career submissions): the
 * item's title, then a spinner, the detail's failure, or the detail.
 */
export function DetailDrawer<T extends { id: string }, D, K extends QueryKey>({
  item,
  opened,
  onClose,
  title,
  query,
  loading,
  children,
}: Pick<QueueDrawerProps<T>, 'item' | 'opened' | 'onClose'> & {
  title: (item: T | null) => ReactNode;
  /** The detail's query for an item's id. */
  query: (id: string) => UseQueryOptions<D, Error, D, K>;
  loading: string;
  children: (detail: D) => ReactNode;
}) {
  const detail = useQuery({ ...query(item?.id ?? ''), enabled: opened && Boolean(item) });
  return (
    <QueueDrawer opened={opened} onClose={onClose} title={title(item)}>
      <QueueDetail query={detail} loading={loading}>
        {children}
      </QueueDetail>
    </QueueDrawer>
  );
}

/** A message of a thread: who wrote it and when, on a staff or student colour. */
export function ThreadMessage({
  author,
  at,
  staff = false,
  children,
}: {
  author: string;
  at: string;
  staff?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      radius="sm"
      p="sm"
      bg={staff ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
    >
      <Text size="xs" fw={600}>
        {author} · {formatDateTime(at)}
      </Text>
      {children}
    </Paper>
  );
}

/** A part of a queue's drawer under its own heading ('Who works on it'); `focusable` where focus goes back to it. */
export function DrawerSection({
  id,
  title,
  headingRef,
  focusable,
  children,
}: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz="h5" id={id} mb="xs" ref={headingRef} tabIndex={focusable ? -1 : undefined}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** An item's thread (remarks, comments, a conversation), oldest first, under its own heading. */
export function QueueThread({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** What an empty thread says; none where it always has a first message. */
  empty?: string;
  children: ReactNode[];
}) {
  return (
    <DrawerSection id={id} title={title}>
      {children.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack
          component="ol"
          aria-label={`${title}, oldest first`}
          gap="xs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {children}
        </Stack>
      )}
    </DrawerSection>
  );
}

/** A plain-text note of a thread: who wrote it, when, and whether staff did. */
interface TextNote {
  id: string;
  staff: boolean;
  author: string;
  at: string;
  text: string;
}

/** A thread of plain-text notes (remarks, comments), their own line breaks kept. */
export function TextThread({
  notes,
  ...props
}: {
  id: string;
  title: string;
  empty: string;
  notes: TextNote[];
}) {
  return (
    <QueueThread {...props}>
      {notes.map((n) => (
        <ThreadMessage key={n.id} staff={n.staff} author={n.author} at={n.at}>
          <Text size="sm" style={PRE}>
            {n.text}
          </Text>
        </ThreadMessage>
      ))}
    </QueueThread>
  );
}
