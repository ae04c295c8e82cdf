import { Button, Stack, Text, TextInput } from '@mantine/core';
import { StaffForgotRequestSchema } from '@portico/contract/console-staff';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useStaffForgot } from '../api/console-staff';

/** 'Forgot password?': a link to choose a new password, mailed (the same answer for any email). */
export function StaffForgotForm({ onBack }: { onBack: () => void }) {
  const forgot = useStaffForgot();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = StaffForgotRequestSchema.safeParse({ email: new FormData(form).get('email') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter your email');
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setError(null);
    forgot.mutate(parsed.data);
  };

  return (
    <Stack gap="md">
      <Text>Enter the email of your staff account. We will mail you a link to choose a new password.</Text>
      {forgot.isSuccess && <StatusAlert tone="success">{forgot.data}</StatusAlert>}
      {forgot.isError && <StatusAlert tone="error">{errorMessage(forgot.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" name="email" type="email" autoComplete="username" error={error} />
          <Button type="submit" loading={forgot.isPending}>
            Send the link
          </Button>
          <Button variant="subtle" onClick={onBack}>
            Back to sign-in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
