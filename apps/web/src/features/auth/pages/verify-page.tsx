import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { useVerifyAccount } from '../api/verify-account';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';

/** spec 1 §2 Verification: verifies the account on load, then error or success and Login. */
export function VerifyPage() {
  const { id = '' } = useParams();
  const company = useCompany();
  const verify = useVerifyAccount({ id, companyCode: company.companyCode });

  return (
    <AuthLayout>
      <Stack gap="xl">
        <AuthHeading title="Account verification" />
        {verify.isPending ? (
          <PageLoader label="Verifying your account…" showLabel />
        ) : (
          <>
            {verify.isSuccess ? (
              <StatusAlert tone="success">{verify.data.message || 'Your account is verified.'}</StatusAlert>
            ) : (
              <StatusAlert tone="error">{errorMessage(verify.error)}</StatusAlert>
            )}
            <Button component={Link} to="/login" size="md" fullWidth>
              Login
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
