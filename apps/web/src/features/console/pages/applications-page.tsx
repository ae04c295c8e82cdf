import type { ApplicationItem } from '@portico/contract/application';
import { applicationFilters, applicationsQuery } from '../api/applications';
import { ApplicationDrawer } from '../components/application-drawer';
import { ApplicationList } from '../components/application-list';
import { QueuePage, useQueue, useQueueDrawer } from '../components/queue-frame';

const FILTERS = { open: 'To follow up', enrolled: 'Enrolled', closed: 'Closed', all: 'All' } as const;

/**
 * /console/applications (decision 047): what walk-ins and students asked for on /apply, newest
 * first, to call back with a batch; each moves New → Contacted → Enrolled or Closed with a note.
 */
export function ApplicationsPage() {
  const queue = useQueue('status', applicationFilters, 'open', applicationsQuery);
  const drawer = useQueueDrawer<ApplicationItem>();
  return (
    <QueuePage
      title="Applications"
      description="Sent from the Apply page, where walk-ins land after verifying. Faculty see their courses’ ones."
      filters={FILTERS}
      queue={queue}
      loading="Loading applications…"
      drawer={<ApplicationDrawer item={drawer.selected} opened={drawer.opened} onClose={drawer.close} />}
    >
      {(items) => <ApplicationList items={items} onOpen={drawer.open} />}
    </QueuePage>
  );
}
