import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_RULES, PasswordChangeRequestSchema, StaffMessages } from '@portico/contract/console-staff';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { usePasswordChange } from '../api/console-staff';

type Field = 'currentPassword' | 'password' | 'confirm';

/** The member's password: the current one and a new one (the students' rules); other sessions end. */
export function AccountPassword({ email }: { email: string }) {
  const change = usePasswordChange();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found: Partial<Record<Field, string>> = {};
    const parsed = PasswordChangeRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    } else if (body.password !== data.get('confirm')) found.confirm = StaffMessages.passwordMismatch;
    setErrors(found);
    const first = (['currentPassword', 'password', 'confirm'] as const).find((f) => found[f]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    change.mutate(body, {
      onSuccess: (message) => {
        notifications.show({ color: 'green', message });
        form.reset();
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Password
      </Title>
      {change.isError && <StatusAlert tone="error">{errorMessage(change.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={420}>
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <PasswordInput
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            description={PASSWORD_RULES}
            error={errors.password}
          />
          <PasswordInput
            label="Repeat the new password"
            name="confirm"
            autoComplete="new-password"
            error={errors.confirm}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
