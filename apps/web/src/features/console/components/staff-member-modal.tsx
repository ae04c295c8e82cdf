import { Button, Group, Modal, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffList, StaffListItem } from '@portico/contract/console-staff';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { type StaffAction, useStaffAction } from '../api/console-staff';
import { ROLE_OPTIONS } from './staff-invite-form';

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
  const [role, setRole] = useState(member.role);
  const [courseIds, setCourseIds] = useState(member.courses.map((c) => c.id));
  const [confirming, setConfirming] = useState(false);
  const pending = action.isPending ? action.variables?.kind : undefined;

  const run = (a: StaffAction, close = true) =>
    action.mutate(a, {
      onSuccess: (message) => {
        notifications.show({ color: 'green', message });
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
        <Stack gap="sm">
          <Title order={3} fz="h4">
            Role and courses
          </Title>
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            allowDeselect={false}
            onChange={(v) => setRole(v === 'admin' ? 'admin' : 'faculty')}
          />
          {role === 'faculty' && (
            <MultiSelect
              label="Courses"
              data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
              value={courseIds}
              onChange={setCourseIds}
              searchable
            />
          )}
          <Button
            style={{ alignSelf: 'flex-start' }}
            loading={pending === 'update'}
            disabled={action.isPending && pending !== 'update'}
            onClick={() => run({ kind: 'update', id: member.id, body: { role, courseIds } })}
          >
            Save role and courses
          </Button>
        </Stack>
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
        {member.id !== selfId && (
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
        )}
      </Stack>
    </Modal>
  );
}
