import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import type { WalkInOtpSent } from '@portico/contract/auth';
import { walkInEmail } from '@portico/contract/auth';
import { requiredText } from '@portico/contract/envelope';
import { countryOf, parseMobile } from '@portico/contract/phone';
import { INVALID_MOBILE } from '@portico/contract/phone-messages';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { PhoneFormField } from '../../../components/phone-form-field';
import { useCompany } from '../../../lib/company-context';
import { useWalkInList } from '../api/walk-in-list';
import { AuthForm } from './auth-form';
import { AuthHeading } from './auth-heading';
import { EmailInput, NameInput } from './contact-inputs';

// spec 1 §5 Walk-in: 'Invalid EmailId!' and 'Invalid Mobile Number!'. The number is validated by its
// own country (India's: exactly 10 digits) and sent in E.164 (decision 016).
const detailsSchema = z.object({
  studentName: requiredText('Name', 120),
  emailId: walkInEmail,
  mobileNumber: z.string().transform((value, ctx) => {
    const mobile = parseMobile(value, 'IN');
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: INVALID_MOBILE });
      return z.NEVER;
    }
    return mobile.e164;
  }),
  country: z.string(),
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
    defaultValues: {
      studentName: '',
      emailId: '',
      mobileNumber: '',
      country: countryOf(company.defaultCountryCode),
    },
  });

  const onSubmit = form.handleSubmit((details) => {
    list.mutate(
      {
        studentName: details.studentName,
        emailId: details.emailId,
        mobileNumber: details.mobileNumber,
        companyCode: company.companyCode,
        accountId: company.accountId,
      },
      { onSuccess: (sent) => onSent(details, sent) },
    );
  });

  return (
    <Stack gap="xl">
      <AuthHeading
        title="Get Started Now"
        description="Tell us who you are and we will send you a one-time password."
      />
      <AuthForm
        onSubmit={onSubmit}
        call={list}
        submitLabel="Proceed"
        after={
          <Button component={Link} to="/?ref=walk-in" size="md" variant="default" fullWidth>
            Login
          </Button>
        }
      >
        <NameInput label="Name" {...fieldProps(form, 'studentName')} />
        <EmailInput label="EmailId" {...fieldProps(form, 'emailId')} />
        <PhoneFormField
          control={form.control}
          name="mobileNumber"
          countryName="country"
          label="Mobile Number"
        />
      </AuthForm>
    </Stack>
  );
}
