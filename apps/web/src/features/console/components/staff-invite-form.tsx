import { Button, Stack, Title } from '@mantine/core';
import { StaffInviteRequestSchema, type StaffList, StaffMessages } from '@portico/contract/console-staff';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useStaffAction } from '../api/console-staff';
import { ConsoleForm, TextField, useConsoleForm } from '../resource/form-fields';
import { StaffRoleFields } from './staff-role-fields';

const blank = { name: '', email: '', role: 'faculty' as const, courseIds: [] as string[] };

/** Invites a member by mail: they choose their password from the link (valid 7 days). */
export function StaffInviteForm({ courses }: { courses: StaffList['courses'] }) {
  const action = useStaffAction();
  const form = useConsoleForm(StaffInviteRequestSchema, blank);
  const invite = (body: typeof StaffInviteRequestSchema._zod.output) =>
    action.mutate(
      { kind: 'invite', body },
      {
        onSuccess: (message) => {
          notify.show({ color: 'green', message: message || StaffMessages.invited });
          // The next invitation is often for the same role.
          form.reset({ ...blank, role: form.getValues('role') });
        },
      },
    );
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Invite a member
      </Title>
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <ConsoleForm form={form} onSubmit={invite} label="Invite a member">
        <Stack gap="md" maw={480}>
          <TextField name="name" label="Name" autoComplete="off" />
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <StaffRoleFields courses={courses} description="Faculty work on the courses assigned to them." />
          <Button type="submit" loading={action.isPending} style={{ alignSelf: 'flex-start' }}>
            Send invitation
          </Button>
        </Stack>
      </ConsoleForm>
    </Stack>
  );
}
