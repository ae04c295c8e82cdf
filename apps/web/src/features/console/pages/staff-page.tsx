import { Paper, Stack, Switch, Text } from '@mantine/core';
import { ConsoleMessages } from '@portico/contract/console';
import { StaffMessages } from '@portico/contract/console-staff';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { staffListQuery, useStaffAction } from '../api/console-staff';
import { useConsoleMember } from '../components/console-shell';
import { StaffInviteForm } from '../components/staff-invite-form';
import { StaffMemberModal } from '../components/staff-member-modal';
import { StaffMembers } from '../components/staff-members';
import { ResourcePage } from '../resource/resource-page';

/**
 * /console/staff (admins): the company's staff with their state, invitations, role and courses,
 * disabling, and the 'admins must use two-step sign-in' switch. Changes answer in a notification.
 */
export function StaffPage() {
  const member = useConsoleMember();
  const list = useQuery({ ...staffListQuery, enabled: member.role === 'admin' });
  const toggle = useStaffAction();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.staff.find((m) => m.id === openId);

  if (member.role !== 'admin') return <StatusAlert tone="error">{ConsoleMessages.adminOnly}</StatusAlert>;
  return (
    <ResourcePage
      title="Staff"
      query={list}
      dialogs={
        open &&
        list.data && (
          <StaffMemberModal
            key={open.id}
            member={open}
            courses={list.data.courses}
            selfId={member.id}
            onClose={() => setOpenId(null)}
          />
        )
      }
    >
      {(data) => (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Switch
                label="Administrators must use two-step sign-in"
                checked={data.requireAdminTotp}
                disabled={toggle.isPending}
                onChange={(e) =>
                  toggle.mutate(
                    { kind: 'require-totp', body: { required: e.currentTarget.checked } },
                    { onSuccess: (message) => notify.show({ color: 'green', message }) },
                  )
                }
              />
              <Text size="sm" c="dimmed">
                {member.totpEnabled
                  ? 'Administrators without it are asked to set it up before anything else.'
                  : StaffMessages.switchNeedsTotp}
              </Text>
              {toggle.isError && <StatusAlert tone="error">{errorMessage(toggle.error)}</StatusAlert>}
            </Stack>
          </Paper>
          <StaffMembers staff={data.staff} onOpen={(m) => setOpenId(m.id)} />
          <Paper withBorder radius="md" p="md">
            <StaffInviteForm courses={data.courses} />
          </Paper>
        </>
      )}
    </ResourcePage>
  );
}
