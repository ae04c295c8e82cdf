import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import type { WalkInOtpSent } from '@portico/contract/auth';
import { walkInEmail, walkInMobile } from '@portico/contract/auth';
import { requiredText } from '@portico/contract/envelope';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { useWalkInList } from '../api/walk-in-list';
import { AuthHeading } from './auth-heading';

// spec 1 §5 Walk-in: 'Invalid EmailId!' and 'Invalid Mobile Number!' (exactly 10 digits).
const detailsSchema = z.object({
  studentName: requiredText('Name', 120),
  emailId: walkInEmail,
  mobileNumber: walkInMobile,
});
type DetailsInput = z.input<typeof detailsSchema>;
export type WalkInDetails = z.output<typeof detailsSchema>;

export function WalkInDetailsForm({
  onSent,
}: {
  onSent: (details: WalkInDetails, sent: WalkInOtpSent) => void;
}) {
  const company = useCompany();
  const list = useWalkInList();
  const form = useForm<DetailsInput, unknown, WalkInDetails>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { studentName: '', emailId: '', mobileNumber: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((details) => {
    list.mutate(
      { ...details, companyCode: company.companyCode, accountId: company.accountId },
      { onSuccess: (sent) => onSent(details, sent) },
    );
  });

  return (
    <Stack gap="xl">
      <AuthHeading
        title="Get Started Now"
        description="Tell us who you are and we will send you a one-time password."
      />
      {list.isError && <StatusAlert tone="error">{errorMessage(list.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="Your name"
            autoComplete="name"
            size="md"
            error={errors.studentName?.message}
            {...form.register('studentName')}
          />
          <TextInput
            label="EmailId"
            placeholder="you@example.com"
            type="email"
            autoComplete="email"
            size="md"
            error={errors.emailId?.message}
            {...form.register('emailId')}
          />
          <TextInput
            label="Mobile Number"
            placeholder="10-digit mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            size="md"
            error={errors.mobileNumber?.message}
            {...form.register('mobileNumber')}
          />
          <Button type="submit" size="md" fullWidth loading={list.isPending} mt="xs">
            Proceed
          </Button>
          <Button component={Link} to="/?ref=walk-in" size="md" variant="default" fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
