import { Button, Stack } from '@mantine/core';
import type { WalkInOtpSent } from '@portico/contract/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCompany } from '../../../lib/company-context';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { type WalkInDetails, WalkInDetailsForm } from '../components/walk-in-details-form';
import { WalkInOtpForm } from '../components/walk-in-otp-form';

/**
 * spec 1 §2 Walk-in: details, then (after a successful list call) the OTP step; verify
 * success stores the session and goes to /apply. A walk-in opens an account, so a company with
 * closed registration has none (docs/decisions/009-account-protection.md).
 */
export function WalkInPage() {
  const company = useCompany();
  const [pending, setPending] = useState<{ details: WalkInDetails; sent: WalkInOtpSent } | null>(null);
  if (company.hideRegistration) {
    return (
      <AuthLayout>
        <Stack gap="xl">
          <AuthHeading title="Registration is disabled." description="Please log in with your account." />
          <Button component={Link} to="/?ref=walk-in" size="md" fullWidth>
            Login
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      {pending ? (
        <WalkInOtpForm
          details={pending.details}
          otpRefId={pending.sent.otpRequestId}
          channels={pending.sent.channels}
          onBack={() => setPending(null)}
        />
      ) : (
        <WalkInDetailsForm onSent={(details, sent) => setPending({ details, sent })} />
      )}
    </AuthLayout>
  );
}
