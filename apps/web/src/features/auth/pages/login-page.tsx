import { Anchor, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { useCompany } from '../../../lib/company-context';
import { safeRedirect } from '../../../lib/safe-redirect';
import { saveUser } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { RegisterLink } from '../components/register-link';
import { UsernameInput } from '../components/username-input';

type FieldErrors = Partial<Record<'loginId' | 'password', string>>;

// spec 1 §5: loginId and password required. A plain form rather than react-hook-form + zod:
// those add ~45 KB gzip to the login route (bench budget) for two required fields; the API
// still parses the body with LoginRequestSchema.
function validate(loginId: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!loginId) errors.loginId = 'Please enter your username';
  if (!password) errors.password = 'Please enter your password';
  return errors;
}

export function LoginPage() {
  const company = useCompany();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const walkIn = params.get('ref') === 'walk-in';
  const login = useLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const loginId = String(data.get('loginId') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = validate(loginId, password);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    login.mutate(
      { loginId, password, companyCode: company.companyCode, accountId: company.accountId },
      {
        onSuccess: (session) => {
          saveUser(session.userData);
          navigate(safeRedirect(params.get('rurl')) ?? '/select-course', { replace: true });
        },
      },
    );
  };
  const clearError = (field: keyof FieldErrors) => () => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <AuthLayout>
      <Stack gap="xl">
        <AuthHeading
          title="Welcome back"
          description={`Sign in to continue to ${company.shortName || company.companyName}.`}
        />
        {params.get('logout') === 'true' && !login.isError && (
          <StatusAlert tone="info">You have been logged out.</StatusAlert>
        )}
        <AuthForm onSubmit={onSubmit} call={login} submitLabel="Login">
          <UsernameInput name="loginId" error={errors.loginId} onChange={clearError('loginId')} />
          <PasswordInput
            label="Password"
            placeholder="Password"
            autoComplete="current-password"
            size="md"
            visibilityToggleButtonProps={{ tabIndex: 0 }}
            name="password"
            error={errors.password}
            onChange={clearError('password')}
          />
          <Group justify="flex-end" mt={-4}>
            <Anchor component={Link} to={walkIn ? '/forget?ref=walk-in' : '/forget'} size="sm" fw={600}>
              Forgot Password
            </Anchor>
          </Group>
        </AuthForm>
        <RegisterLink walkIn={walkIn} />
      </Stack>
    </AuthLayout>
  );
}
