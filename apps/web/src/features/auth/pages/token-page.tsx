import { Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { safeRedirect } from '../../../lib/safe-redirect';
import { isSignedIn, saveUser } from '../../../lib/session';
import { useAutoLogin } from '../api/auto-login';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';

const FAILED = 'Something went wrong. Please try again later';

/** spec 3 §2 Auto-login: visitors who are not signed in are logged in by the link id. */
export function TokenPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const company = useCompany();
  const navigate = useNavigate();
  const signedIn = isSignedIn();
  const target = safeRedirect(params.get('rurl')) ?? '/select-course';
  const autoLogin = useAutoLogin({ id, companyCode: company.companyCode }, !signedIn);

  useEffect(() => {
    if (!autoLogin.data) return;
    saveUser(autoLogin.data.userData);
    navigate(target, { replace: true });
  }, [autoLogin.data, navigate, target]);

  if (signedIn && !autoLogin.data) return <Navigate to={target} replace />;

  if (autoLogin.isError) {
    return (
      <AuthLayout withSlider={false}>
        <Stack gap="xl">
          <AuthHeading title="We couldn't sign you in" />
          <StatusAlert tone="error">{errorMessage(autoLogin.error, FAILED)}</StatusAlert>
          <Button component={Link} to="/login" size="md" fullWidth>
            Go to Login
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return <PageLoader fullScreen label="Signing you in…" showLabel />;
}
