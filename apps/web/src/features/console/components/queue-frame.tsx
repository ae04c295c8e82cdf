import { Chip, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { QueueNarrowing } from '@portico/contract/console';
import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useAddressParams } from '../../../lib/use-address-params';
import { isSignedOut, staffMeQuery } from '../api/console';
import { PageTitle } from '../resource/page-title';
import { useSearchFilter } from '../resource/use-search-filter';
import type { Narrowing } from '../utils/queue-narrowing';

/** 'Show' and the queue's filters as one segmented control. */
export function QueueFilterControl<F extends string>(props: {
  data: { value: F; label: string }[];
  value: F;
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        Show
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={props.data}
        value={props.value}
        onChange={props.onChange}
      />
    </div>
  );
}

/**
 * The narrowing kept in the address (`?late=true&mine=true`), as the console home's figures link to
 * it; off leaves the address bare.
 */
export function useQueueNarrowing() {
  const [params, change] = useAddressParams();
  const narrowing: Narrowing = { late: params.get('late') === 'true', mine: params.get('mine') === 'true' };
  const set = (which: QueueNarrowing, on: boolean) =>
    change(
      (kept) => {
        if (on) kept.set(which, 'true');
        else kept.delete(which);
      },
      { replace: true },
    );
  return [narrowing, set] as const;
}

/** 'Only': late items, the member's own; either, both or neither. */
function NarrowingControl(props: {
  value: Narrowing;
  onChange: (which: QueueNarrowing, on: boolean) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        Only
      </Text>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        <Chip checked={props.value.late} onChange={(on) => props.onChange('late', on)}>
          Late
        </Chip>
        <Chip checked={props.value.mine} onChange={(on) => props.onChange('mine', on)}>
          Assigned to me
        </Chip>
      </Group>
    </div>
  );
}

/**
 * A queue while it loads or when it fails; when the staff session has ended, asking who is signed in
 * brings back the console's sign-in form instead of an error.
 */
export function QueueState({ query, loading }: { query: UseQueryResult<unknown>; loading: string }) {
  const queryClient = useQueryClient();
  const signedOut = isSignedOut(query.error);
  useEffect(() => {
    if (signedOut) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [signedOut, queryClient]);
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError && !signedOut) return <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>;
  return null;
}

/** The time now, moved on every minute so ages and due times stay right on an open page. */
export function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** The item a queue's drawer shows: kept while the drawer closes, so its content does not vanish. */
export function useQueueDrawer<T>() {
  const [selected, setSelected] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    selected,
    opened,
    open: (item: T) => {
      setSelected(item);
      setOpened(true);
    },
    close: () => setOpened(false),
    /** The item as the server answered after a change. */
    update: setSelected,
  };
}

/**
 * A queue page's state: its filter kept in the address, the queue read for it, and the time now (for
 * ages and due times).
 */
export function useQueue<F extends string, D, K extends QueryKey>(
  param: string,
  filters: readonly F[],
  fallback: F,
  queryFor: (filter: F) => UseQueryOptions<D, Error, D, K>,
) {
  const [filter, setFilter] = useSearchFilter(param, filters, fallback);
  const query = useQuery(queryFor(filter));
  return { filter, setFilter, query, now: useNow() };
}

/**
 * A queue with a turnaround target and owners (issue 40): as useQueue, and narrowed to its late
 * items and the member's own as the address says.
 */
export function useNarrowedQueue<F extends string, D, K extends QueryKey>(
  param: string,
  filters: readonly F[],
  fallback: F,
  queryFor: (filter: F, narrowing: Narrowing) => UseQueryOptions<D, Error, D, K>,
) {
  const [filter, setFilter] = useSearchFilter(param, filters, fallback);
  const [value, set] = useQueueNarrowing();
  const query = useQuery(queryFor(filter, value));
  return { filter, setFilter, query, now: useNow(), narrowed: { value, set } };
}

/** What a queue page shows and changes: its filter, the queue read for it, its narrowing if it has one. */
export type QueueControls<F extends string, D> = {
  filter: F;
  setFilter: (value: string) => void;
  query: UseQueryResult<D>;
  narrowed?: { value: Narrowing; set: (which: QueueNarrowing, on: boolean) => void };
};

interface QueuePageProps<F extends string, D> {
  title: string;
  description?: ReactNode;
  /** Each filter's label, in the order they show. */
  filters: Record<F, string>;
  queue: QueueControls<F, D>;
  loading: string;
  /** The queue once read: its turnaround and its list. */
  children: (data: D) => ReactNode;
  /** The drawer an item opens in. */
  drawer?: ReactNode;
}

/** A console queue (CONSOLE.md): its title, its filter, the queue once read, and its drawer. */
export function QueuePage<F extends string, D>(props: QueuePageProps<F, D>) {
  const { title, description, queue, children, drawer } = props;
  const data = (Object.entries(props.filters) as [F, string][]).map(([value, label]) => ({ value, label }));
  return (
    <Stack gap="lg">
      <PageTitle title={title} size="sm">
        {description}
      </PageTitle>
      <Group gap="lg" align="flex-end">
        <QueueFilterControl data={data} value={queue.filter} onChange={queue.setFilter} />
        {queue.narrowed && <NarrowingControl value={queue.narrowed.value} onChange={queue.narrowed.set} />}
      </Group>
      <QueueState query={queue.query} loading={props.loading} />
      {queue.query.data !== undefined && children(queue.query.data)}
      {drawer}
    </Stack>
  );
}

/** A queue's list under its own heading. */
export function QueueSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
