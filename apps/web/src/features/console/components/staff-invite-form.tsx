import { Button, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { StaffInviteRequestSchema, type StaffList, StaffMessages } from '@portico/contract/console-staff';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useStaffAction } from '../api/console-staff';

type Field = 'name' | 'email';
export const ROLE_OPTIONS = [
  { value: 'faculty', label: 'Faculty (the courses assigned)' },
  { value: 'admin', label: 'Administrator (everything)' },
];

/** Invites a member by mail: they choose their password from the link (valid 7 days). */
export function StaffInviteForm({ courses }: { courses: StaffList['courses'] }) {
  const action = useStaffAction();
  const [role, setRole] = useState<'admin' | 'faculty'>('faculty');
  const [courseIds, setCourseIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      role,
      courseIds,
    };
    const parsed = StaffInviteRequestSchema.safeParse(body);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    }
    setErrors(found);
    const first = (['name', 'email'] as const).find((f) => found[f]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    action.mutate(
      { kind: 'invite', body },
      {
        onSuccess: (message) => {
          notifications.show({ color: 'green', message: message || StaffMessages.invited });
          form.reset();
          setCourseIds([]);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Invite a member
      </Title>
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate aria-label="Invite a member">
        <Stack gap="md" maw={480}>
          <TextInput label="Name" name="name" autoComplete="off" error={errors.name} />
          <TextInput label="Email" name="email" type="email" autoComplete="off" error={errors.email} />
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
              description="Faculty work on the courses assigned to them."
              data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
              value={courseIds}
              onChange={setCourseIds}
              searchable
            />
          )}
          <Button type="submit" loading={action.isPending} style={{ alignSelf: 'flex-start' }}>
            Send invitation
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
