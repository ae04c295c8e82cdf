import { Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_RULES, StaffMessages, StaffPasswordRequestSchema } from '@portico/contract/console-staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { staffTokenQuery, useStaffSetPassword } from '../api/console-staff';

type Errors = Partial<Record<'password' | 'confirm', string>>;

/**
 * /console/password?token= (signed out): a staff member chooses a password from a mailed link, an
 * invitation or a reset, with the students' password rules.
 */
export function ConsolePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery(staffTokenQuery(token));
  const save = useStaffSetPassword();
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const found: Errors = {};
    const parsed = StaffPasswordRequestSchema.safeParse({ token, password });
    if (!parsed.success) found.password = parsed.error.issues[0]?.message;
    else if (password !== String(data.get('confirm') ?? '')) found.confirm = StaffMessages.passwordMismatch;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (parsed.success) save.mutate(parsed.data);
  };

  const invite = info.data?.purpose === 'invite';
  return (
    <Container component="main" id="main" size="lg" py="xl">
      <Paper withBorder radius="md" p="xl" maw={440} mx="auto" mt="xl" w="100%">
        <Stack gap="lg">
          <BrandLogo height={36} />
          <Title order={1} fz="h2">
            {invite ? 'Welcome to the staff console' : 'Choose a new password'}
          </Title>
          {!token && <StatusAlert tone="error">{StaffMessages.linkInvalid}</StatusAlert>}
          {token && info.isPending && <PageLoader />}
          {info.isError && <StatusAlert tone="error">{errorMessage(info.error)}</StatusAlert>}
          {save.isSuccess && (
            <Stack gap="sm">
              <StatusAlert tone="success">{save.data}</StatusAlert>
              <Anchor component={Link} to="/console">
                Sign in to the console
              </Anchor>
            </Stack>
          )}
          {info.data && !save.isSuccess && (
            <>
              <Text>
                {invite ? `Hello ${info.data.name}, choose` : `${info.data.name}, choose`} the password of
                your staff account ({info.data.email}).
              </Text>
              {save.isError && <StatusAlert tone="error">{errorMessage(save.error)}</StatusAlert>}
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  <input type="hidden" name="username" autoComplete="username" value={info.data.email} />
                  <PasswordInput
                    label="New password"
                    name="password"
                    autoComplete="new-password"
                    description={PASSWORD_RULES}
                    error={errors.password}
                  />
                  <PasswordInput
                    label="Repeat the password"
                    name="confirm"
                    autoComplete="new-password"
                    error={errors.confirm}
                  />
                  <Button type="submit" loading={save.isPending}>
                    Save password
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
