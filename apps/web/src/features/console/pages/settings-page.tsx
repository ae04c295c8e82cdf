import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { settingsQuery } from '../api/settings';
import { SettingsForm } from '../components/settings-form';
import { PageTitle } from '../resource/page-title';

/** /console/settings (CONSOLE.md Authoring, admin): company settings and branding, with a preview. */
export function SettingsPage() {
  const view = useQuery(settingsQuery);
  return (
    <Stack gap="lg">
      <PageTitle title="Settings">
        Your portal’s name, brand, sign-up rules and addresses. Students see a saved change on their next
        page.
      </PageTitle>
      {view.isPending && <PageLoader />}
      {view.isError && <StatusAlert tone="error">{errorMessage(view.error)}</StatusAlert>}
      {view.data && <SettingsForm view={view.data} />}
    </Stack>
  );
}
