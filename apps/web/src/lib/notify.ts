import type { NotificationData } from '@mantine/notifications';

type Notifications = typeof import('@mantine/notifications')['notifications'];

let loading: Promise<Notifications> | undefined;
const load = () => {
  loading ??= import('@mantine/notifications').then((m) => m.notifications);
  return loading;
};

let next = 0;

/**
 * Mantine's toasts, loaded with the first one rather than with every page (issue 39): a toast
 * follows an act, never the first paint. Calls keep their order (each waits for the same load).
 * `show` answers the toast's id at once, so it can be hidden before the module has arrived.
 */
export const notify = {
  show(data: NotificationData): string {
    next += 1;
    const id = data.id ?? `notify-${next}`;
    void load().then((n) => n.show({ ...data, id }));
    return id;
  },
  hide(id: string): void {
    void load().then((n) => n.hide(id));
  },
  clean(): void {
    void load().then((n) => n.clean());
  },
};
