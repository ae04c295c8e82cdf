import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ArrowLeftIcon } from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { useCompany } from '../../../lib/company-context';
import { useForget } from '../api/forget';
import { AuthForm } from '../components/auth-form';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { UsernameInput } from '../components/username-input';

// spec 1 §5: loginId required.
const forgetSchema = z.object({ loginId: z.string().trim().min(1, 'Please enter your username') });
type ForgetForm = z.infer<typeof forgetSchema>;

export function ForgetPage() {
  const company = useCompany();
  const [params] = useSearchParams();
  const backTo = params.get('ref') === 'walk-in' ? '/walk-in' : '/login';
  const forget = useForget();
  const form = useForm<ForgetForm>({ resolver: zodResolver(forgetSchema), defaultValues: { loginId: '' } });

  const onSubmit = form.handleSubmit(({ loginId }) => {
    forget.mutate({ loginId, companyCode: company.companyCode });
  });

  return (
    <AuthLayout>
      <Stack gap="xl">
        <AuthHeading
          title="Forgot Password"
          description="Enter your username and we will e-mail you a link to reset your password."
        />
        {forget.isSuccess && <StatusAlert tone="success">{forget.data.message}</StatusAlert>}
        <AuthForm onSubmit={onSubmit} call={forget} submitLabel="Submit">
          <UsernameInput error={form.formState.errors.loginId?.message} {...form.register('loginId')} />
        </AuthForm>
        <Group justify="center">
          <Anchor component={Link} to={backTo} size="sm" fw={600}>
            <Group gap={6} component="span" wrap="nowrap">
              <ArrowLeftIcon size={16} />
              Go back
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
