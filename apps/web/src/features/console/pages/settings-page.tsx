import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { settingsQuery } from '../api/settings';
import { SettingsForm } from '../components/settings-form';

/** /console/settings (CONSOLE.md Authoring, admin): company settings and branding, with a preview. */
export function SettingsPage() {
  const view = useQuery(settingsQuery);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Settings
        </Title>
        <Text c="dimmed">
          Your portal’s name, brand, sign-up rules and addresses. Students see a saved change on their next
          page.
        </Text>
      </div>
      {view.isPending && <PageLoader />}
      {view.isError && <StatusAlert tone="error">{errorMessage(view.error)}</StatusAlert>}
      {view.data && <SettingsForm view={view.data} />}
    </Stack>
  );
}
