import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ApplicationItem } from '@portico/contract/application';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApplicationFilter, applicationFilters, applicationsQuery } from '../api/applications';
import { ApplicationDrawer } from '../components/application-drawer';
import { ApplicationList } from '../components/application-list';
import { QueueFilterControl, QueueState, useQueueFilter } from '../components/queue-frame';

const FILTERS: { value: ApplicationFilter; label: string }[] = [
  { value: 'open', label: 'To follow up' },
  { value: 'enrolled', label: 'Enrolled' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/**
 * /console/applications (decision 047): what walk-ins and students asked for on /apply, newest
 * first, to call back with a batch; each moves New → Contacted → Enrolled or Closed with a note.
 */
export function ApplicationsPage() {
  const [status, setFilter] = useQueueFilter('status', applicationFilters, 'open');
  const list = useQuery(applicationsQuery(status));
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false }) ?? false;
  const [selected, setSelected] = useState<ApplicationItem | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Applications
        </Title>
        <Text c="dimmed" size="sm">
          Sent from the Apply page, where walk-ins land after verifying. Faculty see their courses’ ones.
        </Text>
      </div>
      <QueueFilterControl data={FILTERS} value={status} onChange={setFilter} />
      <QueueState query={list} loading="Loading applications…" />
      {list.data && (
        <ApplicationList
          items={list.data}
          wide={wide}
          onOpen={(item) => {
            setSelected(item);
            setOpened(true);
          }}
        />
      )}
      <ApplicationDrawer item={selected} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
