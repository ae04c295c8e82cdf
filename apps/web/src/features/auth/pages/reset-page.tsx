import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { passwordField } from '@portico/contract/auth';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-field';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';

// spec 1 §5 Reset: both required; when different 'Please enter same password' and no call.
const resetSchema = z
  .object({
    password: passwordField('Password'),
    cpassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.cpassword, { message: 'Please enter same password', path: ['cpassword'] });
type ResetForm = z.infer<typeof resetSchema>;

/** spec 1 §2 Reset password: loading, then invalid token (error) or the form, then success. */
export function ResetPage() {
  const { id: token = '' } = useParams();
  const company = useCompany();
  const check = useVerifyResetToken({ token, companyCode: company.companyCode });

  let body: ReactNode;
  if (check.isPending) body = <PageLoader label="Checking your reset link…" showLabel />;
  else if (check.isError) {
    body = (
      <>
        <StatusAlert tone="error">{errorMessage(check.error)}</StatusAlert>
        <Button component={Link} to="/" size="md" variant="default" fullWidth>
          Go back to Home
        </Button>
      </>
    );
  } else body = <ResetForm token={token} />;

  return (
    <AuthLayout>
      <Stack gap="xl">
        <AuthHeading title="Reset Password" description="Choose a new password for your account." />
        {body}
      </Stack>
    </AuthLayout>
  );
}

function ResetForm({ token }: { token: string }) {
  const company = useCompany();
  const reset = useResetPassword();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', cpassword: '' },
  });

  if (reset.isSuccess) {
    return (
      <>
        <StatusAlert tone="success">{reset.data.message}</StatusAlert>
        <Button component={Link} to="/login" size="md" fullWidth>
          Login
        </Button>
      </>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate({ ...values, token, companyCode: company.companyCode });
  });

  return (
    <AuthForm onSubmit={onSubmit} call={reset} submitLabel="Reset Password">
      <PasswordField
        label="New password"
        placeholder="At least 8 characters"
        size="md"
        {...fieldProps(form, 'password')}
      />
      <PasswordField
        label="Confirm password"
        placeholder="Repeat the new password"
        size="md"
        {...fieldProps(form, 'cpassword')}
      />
    </AuthForm>
  );
}
