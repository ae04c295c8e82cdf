import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { StaffMessages, StaffPasswordRequestSchema } from '@portico/contract/console-staff';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { staffTokenQuery, useStaffSetPassword } from '../api/console-staff';
import { NewPasswordFields, withRepeat } from '../components/new-password-fields';
import { ConsoleForm, useConsoleForm } from '../resource/form-fields';

const SetSchema = withRepeat({ password: StaffPasswordRequestSchema.shape.password });

/**
 * /console/password?token= (signed out): a staff member chooses a password from a mailed link, an
 * invitation or a reset, with the students' password rules.
 */
export function ConsolePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery(staffTokenQuery(token));
  const save = useStaffSetPassword();
  const form = useConsoleForm(SetSchema, { password: '', confirm: '' });

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
              <ConsoleForm form={form} onSubmit={({ password }) => save.mutate({ token, password })}>
                <input type="hidden" name="username" autoComplete="username" value={info.data.email} />
                <NewPasswordFields label="New password" repeatLabel="Repeat the password" />
                <Button type="submit" loading={save.isPending}>
                  Save password
                </Button>
              </ConsoleForm>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
