import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { ConsoleMessages, type StaffMember } from '@portico/contract/console';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useStaffLogin, useStaffRecoveryLogin, useStaffTotpLogin } from '../api/console';
import { RecoveryCodeForm } from './recovery-code-form';
import { StaffForgotForm } from './staff-forgot-form';
import { TotpCodeForm } from './totp-code-form';

type Errors = Partial<Record<'email' | 'password', string>>;

/**
 * Staff sign-in at /console (CONSOLE.md): its own session, never a student's. A member with
 * two-step sign-in gives a code after the password; an admin the company requires it of, who has
 * not set it up, is taken to their account page.
 */
export function ConsoleLogin({ companyName }: { companyName: string }) {
  const login = useStaffLogin();
  const totp = useStaffTotpLogin();
  const recovery = useStaffRecoveryLogin();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [forgot, setForgot] = useState(false);
  const step = login.data && 'totpToken' in login.data ? login.data.totpToken : null;
  const signedIn = (staff: StaffMember) => {
    if (staff.totpSetupRequired) navigate('/console/account');
  };

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
    login.mutate({ email, password }, { onSuccess: (result) => 'staff' in result && signedIn(result.staff) });
  };

  const restart = () => {
    login.reset();
    totp.reset();
    recovery.reset();
  };
  const onSignedIn = {
    onSuccess: (result: { staff: StaffMember } | object) => 'staff' in result && signedIn(result.staff),
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
        {forgot && <StaffForgotForm onBack={() => setForgot(false)} />}
        {!forgot && step && (
          <TotpStep
            pending={totp.isPending}
            error={totp.error}
            onCode={(code) => totp.mutate({ token: step, code }, onSignedIn)}
            recovery={{
              pending: recovery.isPending,
              error: recovery.error,
              onCode: (code) => recovery.mutate({ token: step, code }, onSignedIn),
            }}
            onRestart={restart}
          />
        )}
        {!forgot && !step && login.isError && (
          <StatusAlert tone="error">{errorMessage(login.error)}</StatusAlert>
        )}
        {!forgot && !step && (
          <PasswordForm
            errors={errors}
            setErrors={setErrors}
            pending={login.isPending}
            onSubmit={onSubmit}
            onForgot={() => setForgot(true)}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface PasswordProps {
  errors: Errors;
  setErrors: (errors: Errors) => void;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onForgot: () => void;
}

/** Email and password; a field's message goes once the member types in it. */
function PasswordForm({ errors, setErrors, pending, onSubmit, onForgot }: PasswordProps) {
  return (
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
        <Button type="submit" loading={pending}>
          Sign in
        </Button>
        <Button variant="subtle" onClick={onForgot}>
          Forgot password?
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStep {
  pending: boolean;
  error: Error | null;
  onCode: (code: string) => void;
}
type TotpProps = CodeStep & { recovery: CodeStep; onRestart: () => void };

/**
 * The second step: the code from the member's authenticator app, or one of their recovery codes
 * (decision 054), or back to the password.
 */
function TotpStep({ pending, error, onCode, recovery, onRestart }: TotpProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Two-step sign-in
      </Title>
      {useRecovery ? (
        <RecoveryCodeForm {...recovery} />
      ) : (
        <TotpCodeForm
          autoFocus
          label="Code from your authenticator app"
          submitLabel="Verify"
          pending={pending}
          error={error}
          onCode={onCode}
        />
      )}
      <Button variant="subtle" onClick={() => setUseRecovery(!useRecovery)}>
        {useRecovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
      </Button>
      <Button variant="subtle" onClick={onRestart}>
        Start again
      </Button>
    </Stack>
  );
}
