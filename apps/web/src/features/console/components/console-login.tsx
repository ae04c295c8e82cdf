import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ConsoleMessages } from '@portico/contract/console';
import { type FormEvent, useState } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useStaffLogin } from '../api/console';

type Errors = Partial<Record<'email' | 'password', string>>;

/** Staff sign-in at /console (CONSOLE.md): its own session, never a student's. */
export function ConsoleLogin({ companyName }: { companyName: string }) {
  const login = useStaffLogin();
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: Errors = {};
    if (!email) found.email = ConsoleMessages.emailRequired;
    if (!password) found.password = ConsoleMessages.passwordRequired;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    login.mutate({ email, password });
  };

  return (
    <Paper withBorder radius="md" p="xl" maw={420} mx="auto" mt="xl" w="100%">
      <Stack gap="lg">
        <BrandLogo height={36} />
        <div>
          <Title order={1} fz="h2">
            Staff console
          </Title>
          <Text c="dimmed">Sign in to {companyName}'s console with your staff account.</Text>
        </div>
        {login.isError && <StatusAlert tone="error">{errorMessage(login.error)}</StatusAlert>}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.email}
              onChange={() => errors.email && setErrors({ ...errors, email: undefined })}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              error={errors.password}
              onChange={() => errors.password && setErrors({ ...errors, password: undefined })}
            />
            <Button type="submit" loading={login.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
