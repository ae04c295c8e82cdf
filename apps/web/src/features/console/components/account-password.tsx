import { Button, Stack, Title } from '@mantine/core';
import { PasswordChangeRequestSchema } from '@portico/contract/console-staff';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePasswordChange } from '../api/console-staff';
import { ConsoleForm, PasswordField, useConsoleForm } from '../resource/form-fields';
import { NewPasswordFields, withRepeat } from './new-password-fields';

const ChangeSchema = withRepeat(PasswordChangeRequestSchema.shape);

/** The member's password: the current one and a new one (the students' rules); other sessions end. */
export function AccountPassword({ email }: { email: string }) {
  const change = usePasswordChange();
  const form = useConsoleForm(ChangeSchema, { currentPassword: '', password: '', confirm: '' });
  const submit = ({ currentPassword, password }: { currentPassword: string; password: string }) =>
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: (message) => {
          notify.show({ color: 'green', message });
          form.reset();
        },
      },
    );
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Password
      </Title>
      {change.isError && <StatusAlert tone="error">{errorMessage(change.error)}</StatusAlert>}
      <ConsoleForm form={form} onSubmit={submit}>
        <Stack gap="md" maw={420}>
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
          <NewPasswordFields label="New password" repeatLabel="Repeat the new password" />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </ConsoleForm>
    </Stack>
  );
}
