import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import {
  type StaffList,
  type StaffListItem,
  StaffUpdateRequestSchema,
} from '@portico/contract/console-staff';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { type StaffAction, useStaffAction } from '../api/console-staff';
import { ConsoleForm, useConsoleForm } from '../resource/form-fields';
import { StaffRoleFields } from './staff-role-fields';

interface Props {
  member: StaffListItem;
  courses: StaffList['courses'];
  /** The signed-in admin cannot disable themselves. */
  selfId: string;
  onClose: () => void;
}

/** One member: role and courses, a new invitation, disable (after a confirmation) or enable. */
export function StaffMemberModal({ member, courses, selfId, onClose }: Props) {
  const action = useStaffAction();
  const form = useConsoleForm(StaffUpdateRequestSchema, {
    role: member.role,
    courseIds: member.courses.map((c) => c.id),
  });
  const pending = action.isPending ? action.variables?.kind : undefined;

  const run = (a: StaffAction, close = true) =>
    action.mutate(a, {
      onSuccess: (message) => {
        notify.show({ color: 'green', message });
        if (close) onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={member.name} size="lg">
      <Stack gap="lg">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
        <ConsoleForm form={form} onSubmit={(body) => run({ kind: 'update', id: member.id, body })}>
          <Stack gap="sm">
            <Title order={3} fz="h4">
              Role and courses
            </Title>
            <StaffRoleFields courses={courses} />
            <Button
              type="submit"
              style={{ alignSelf: 'flex-start' }}
              loading={pending === 'update'}
              disabled={action.isPending && pending !== 'update'}
            >
              Save role and courses
            </Button>
          </Stack>
        </ConsoleForm>
        {member.state === 'invited' && (
          <Stack gap="sm">
            <Title order={3} fz="h4">
              Invitation
            </Title>
            <Text size="sm">The member has not chosen a password yet. A new mail ends the earlier link.</Text>
            <Button
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              loading={pending === 'resend'}
              onClick={() => run({ kind: 'resend', id: member.id }, false)}
            >
              Send the invitation again
            </Button>
          </Stack>
        )}
        {member.id !== selfId && <AccessSection member={member} pending={pending} run={(a) => run(a)} />}
      </Stack>
    </Modal>
  );
}

/** Disable a member (after a confirmation), or enable a disabled one. */
function AccessSection({
  member,
  pending,
  run,
}: {
  member: StaffListItem;
  pending: StaffAction['kind'] | undefined;
  run: (a: StaffAction) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Access
      </Title>
      {member.state === 'disabled' ? (
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={pending === 'enable'}
          onClick={() => run({ kind: 'enable', id: member.id })}
        >
          Enable
        </Button>
      ) : confirming ? (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Disable {member.name}? They are signed out at once and cannot sign in until enabled again.
          </Text>
          <Group gap="sm">
            <Button
              color="red"
              loading={pending === 'disable'}
              onClick={() => run({ kind: 'disable', id: member.id })}
            >
              Yes, disable
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button
          color="red"
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setConfirming(true)}
        >
          Disable…
        </Button>
      )}
    </Stack>
  );
}
