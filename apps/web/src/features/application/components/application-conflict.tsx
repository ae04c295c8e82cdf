import { Button, Group, Stack, Text } from '@mantine/core';
import { type Application, ApplicationMessages } from '@portico/contract/application';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { formatDateTime } from '../../../lib/dates';

/**
 * A save was refused because the application changed in another window (decision 047): nothing
 * was written over it. The student chooses: take the latest version, or save what this page shows
 * over it. Neither happens by itself.
 */
export function ApplicationConflict({
  latest,
  onUseLatest,
  onKeepMine,
}: {
  latest: Application;
  onUseLatest: (latest: Application) => void;
  onKeepMine: (latest: Application) => Promise<void>;
}) {
  const [keeping, setKeeping] = useState(false);
  return (
    <StatusAlert tone="error" title="Your latest changes are not saved">
      <Stack gap="xs">
        <Text size="sm">{ApplicationMessages.stale}</Text>
        {latest.updatedAt && (
          <Text size="sm">The other window saved it at {formatDateTime(latest.updatedAt)}.</Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onUseLatest(latest)}>
            Show the latest version
          </Button>
          <Button
            size="xs"
            loading={keeping}
            onClick={async () => {
              setKeeping(true);
              try {
                await onKeepMine(latest);
              } finally {
                setKeeping(false);
              }
            }}
          >
            Save this page’s version over it
          </Button>
        </Group>
      </Stack>
    </StatusAlert>
  );
}
