import { useState } from 'react';
import { AuthLayout } from '../components/auth-layout';
import { type WalkInDetails, WalkInDetailsForm } from '../components/walk-in-details-form';
import { WalkInOtpForm } from '../components/walk-in-otp-form';

/**
 * spec 1 §2 Walk-in: details, then (after a successful list call) the OTP step; verify
 * success stores the session and goes to /apply.
 */
export function WalkInPage() {
  const [pending, setPending] = useState<{ details: WalkInDetails; otpRefId: string } | null>(null);
  return (
    <AuthLayout>
      {pending ? (
        <WalkInOtpForm
          details={pending.details}
          otpRefId={pending.otpRefId}
          onBack={() => setPending(null)}
        />
      ) : (
        <WalkInDetailsForm onSent={(details, otpRefId) => setPending({ details, otpRefId })} />
      )}
    </AuthLayout>
  );
}
