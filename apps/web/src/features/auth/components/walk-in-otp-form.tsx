import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formatPhoneNumberIntl } from 'react-phone-number-input/input';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ArrowLeftIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { notify } from '../../../lib/notify';
import { saveUser } from '../../../lib/session';
import { useWalkInResendOtp } from '../api/walk-in-resend-otp';
import { useWalkInVerify } from '../api/walk-in-verify';
import { useCountdown } from '../hooks/use-countdown';
import { AuthForm } from './auth-form';
import { AuthHeading } from './auth-heading';
import type { WalkInDetails } from './walk-in-details-form';

const RESEND_SECONDS = 60; // spec 1 §9: resend OTP countdown

const otpSchema = z.object({ otp: z.string().regex(/^\d{6}$/, 'Please enter the 6-digit OTP') });
type OtpForm = z.infer<typeof otpSchema>;

interface WalkInOtpFormProps {
  details: WalkInDetails;
  otpRefId: string;
  /** Where the code really went: no SMS where the portal has no SMS provider (decision 012). */
  channels: ('email' | 'sms')[];
  onBack: () => void;
}

/** The OTP form sending the code with the details for the account, and 'Resend OTP' with its wait. */
function useWalkInOtp(details: WalkInDetails, otpRefId: string) {
  const company = useCompany();
  const navigate = useNavigate();
  const verify = useWalkInVerify();
  const resend = useWalkInResendOtp();
  const countdown = useCountdown(RESEND_SECONDS);
  const form = useForm<OtpForm>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });

  const onSubmit = form.handleSubmit(({ otp }) => {
    verify.mutate(
      {
        name: details.studentName,
        emailId: details.emailId.toLowerCase(),
        loginId: details.emailId.toLowerCase(),
        mobileNumber: details.mobileNumber,
        otpRefId,
        otp,
        companyCode: company.companyCode,
      },
      {
        onSuccess: (session) => {
          saveUser(session.userData);
          navigate('/apply', { replace: true });
        },
        // spec 1 §8: OTP verify and resend failures show as a toast.
        onError: (error) =>
          notify.show({ color: 'red', title: 'Verification failed', message: errorMessage(error) }),
      },
    );
  });

  const onResend = () => {
    resend.mutate(
      {
        studentName: details.studentName,
        mobileNumber: details.mobileNumber,
        emailId: details.emailId,
        otpRefId,
        companyCode: company.companyCode,
      },
      {
        onSuccess: (response) => {
          countdown.restart();
          notify.show({ color: 'green', message: response.message || 'A new OTP has been sent.' });
        },
        onError: (error) =>
          notify.show({
            color: 'red',
            title: 'Could not resend the OTP',
            message: errorMessage(error),
          }),
      },
    );
  };
  return { form, verify, resend, countdown, onSubmit, onResend };
}

export function WalkInOtpForm({ details, otpRefId, channels, onBack }: WalkInOtpFormProps) {
  const { form, verify, resend, countdown, onSubmit, onResend } = useWalkInOtp(details, otpRefId);
  const otpField = form.register('otp');

  return (
    <Stack gap="xl">
      <AuthHeading
        title="Verify it's you"
        description={<OtpSentTo details={details} bySms={channels.includes('sms')} />}
      />
      <AuthForm onSubmit={onSubmit} call={verify} submitLabel="Verify OTP" noErrorAlert>
        <TextInput
          label="OTP"
          placeholder="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="lg"
          styles={{ input: { letterSpacing: '0.4em', fontWeight: 600 } }}
          error={form.formState.errors.otp?.message}
          {...otpField}
          onChange={(event) => {
            event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            void otpField.onChange(event);
          }}
        />
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={onBack} c="dimmed">
          <Group gap={6} component="span" wrap="nowrap">
            <ArrowLeftIcon size={16} /> Change details
          </Group>
        </Anchor>
        <ResendOtp left={countdown.left} sending={resend.isPending} onResend={onResend} />
      </Group>
    </Stack>
  );
}

const strong = (text: string) => (
  <Text span fw={600} c="var(--mantine-color-text)">
    {text}
  </Text>
);

/** Where the code went: the e-mail address, and the mobile number where the portal sends SMS. */
function OtpSentTo({ details, bySms }: { details: WalkInDetails; bySms: boolean }) {
  return bySms ? (
    <>
      Please enter the OTP you received by e-mail or on your mobile ({strong(details.emailId)},{' '}
      {strong(formatPhoneNumberIntl(details.mobileNumber) || details.mobileNumber)}). If you already have an
      account, we sent it to the e-mail address and mobile number of that account.
    </>
  ) : (
    <>
      Please enter the OTP we sent to your e-mail address ({strong(details.emailId)}). If you already have an
      account, we sent it to the e-mail address of that account.
    </>
  );
}

/** 'Resend OTP', offered once the countdown (`left` seconds) has run out. */
function ResendOtp({ left, sending, onResend }: { left: number; sending: boolean; onResend: () => void }) {
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return (
    <Group gap={6} wrap="nowrap">
      <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={left > 0} loading={sending}>
        Resend OTP
      </Button>
      {left > 0 && (
        <Text size="sm" c="dimmed" aria-live="off">
          in {minutes}:{seconds}
        </Text>
      )}
    </Group>
  );
}
