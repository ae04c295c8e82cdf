import type { SupportQueue } from '@portico/contract/console';
import type { ComponentType, ReactNode } from 'react';
import { useConsoleMember } from './console-shell';
import type { QueueDrawerProps } from './queue-drawer';
import { type QueueControls, QueuePage, QueueSection, useQueueDrawer } from './queue-frame';
import { QueueTurnaround } from './turnaround-summary';

/** What a reviewed queue reads: its turnaround, each member's, and who an item may be given to. */
type ReviewQueueData = Pick<SupportQueue, 'turnaround' | 'byStaff' | 'staff'>;

interface Props<F extends string, D extends ReviewQueueData, T> {
  title: string;
  /** Each filter's label, in the order they show. */
  filters: Record<F, string>;
  /** The page's queue (useQueue). */
  queue: QueueControls<F, D> & { now: number };
  loading: string;
  /** The turnaround's wording: what is timed, and the past tense for its count. */
  turnaround: { measure: string; done: string };
  /** The list's heading and its id. */
  section: { id: string; title: string };
  /** The queue's items; `open` shows one in the drawer. */
  list: (data: D, open: (item: T) => void) => ReactNode;
  drawer: ComponentType<QueueDrawerProps<T>>;
}

/**
 * A queue staff work through (support, score reports, career): its filter, its turnaround, its list
 * under a heading, and the drawer an item opens in.
 */
export function ReviewQueuePage<F extends string, D extends ReviewQueueData, T>(props: Props<F, D, T>) {
  const { queue, turnaround, section, drawer: Drawer } = props;
  const member = useConsoleMember();
  const drawer = useQueueDrawer<T>();
  return (
    <QueuePage
      title={props.title}
      filters={props.filters}
      queue={queue}
      loading={props.loading}
      drawer={
        <Drawer
          item={drawer.selected}
          opened={drawer.opened}
          onClose={drawer.close}
          onUpdated={drawer.update}
          member={member}
          staff={queue.query.data?.staff ?? []}
          now={queue.now}
        />
      }
    >
      {(data) => (
        <>
          <QueueTurnaround turnaround={data.turnaround} byStaff={data.byStaff} {...turnaround} />
          <QueueSection id={section.id} title={section.title}>
            {props.list(data, drawer.open)}
          </QueueSection>
        </>
      )}
    </QueuePage>
  );
}
