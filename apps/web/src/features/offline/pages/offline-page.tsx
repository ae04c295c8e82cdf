import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { formatDateTime } from '../../../lib/dates';
import { canSaveOffline } from '../api/saved-store';
import { useRemoveSaved, useSavedItems, useStorageEstimate } from '../api/use-saved';
import { sizeText, OFFLINE_TEXTS as T } from '../texts';

/**
 * /offline (issue 46 part 2): what this device keeps for offline use, the room each item takes and
 * the browser's figures, each item removable, or all of them.
 */
export function OfflinePage() {
  const items = useSavedItems();
  const estimate = useStorageEstimate();
  const remove = useRemoveSaved();
  const [confirming, setConfirming] = useState(false);
  const list = items.data ?? [];
  const total = list.reduce((sum, i) => sum + i.bytes, 0);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {T.pageTitle}
        </Title>
        <Text c="dimmed">{T.pageIntro}</Text>
        {!canSaveOffline() && <StatusAlert tone="info">{T.unsupported}</StatusAlert>}
        {items.isSuccess && list.length === 0 && <StatusAlert tone="info">{T.empty}</StatusAlert>}
        {list.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.pageTitle}>
            {list.map((item) => (
              <Paper key={item.key} component="li" withBorder p="md" radius="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2}>
                    <Anchor component={Link} to={item.path} fw={600}>
                      {item.title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {T.kinds[item.kind]} · {sizeText(item.bytes)} ·{' '}
                      {T.savedOn(formatDateTime(item.savedAt))}
                    </Text>
                  </Stack>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => remove.mutate([item.key])}
                    aria-label={`${T.remove} ${item.title}`}
                  >
                    {T.remove}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Stack gap={4}>
          {list.length > 0 && <Text size="sm">{T.total(sizeText(total))}</Text>}
          {estimate.data && (
            <Text size="sm" c="dimmed">
              {T.device(sizeText(estimate.data.usage), sizeText(estimate.data.quota))}
            </Text>
          )}
        </Stack>
        {list.length > 0 && (
          <Group>
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {T.removeAll}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={T.removeAllTitle}
        confirmLabel={T.removeAll}
        danger
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            list.map((i) => i.key),
            { onSettled: () => setConfirming(false) },
          )
        }
      >
        {T.removeAllText}
      </ConfirmDialog>
    </Container>
  );
}
