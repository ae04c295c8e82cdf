import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { requiredText } from '@portico/contract/envelope';
import type { MetadataItem, Profile, ProfileUpdateBody } from '@portico/contract/profile';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isSupportedCountry, parsePhoneNumber } from 'react-phone-number-input/input';
import { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { FormSelect } from '../../../components/form-select';
import { MobileNumberFormField } from '../../../components/phone-form-field';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { mobileNumberField, mobileParts } from '../../../lib/phone-number';
import { useUpdateProfile } from '../api/update-profile';

// spec 1 §5 Profile: name and contact required; the city too where it is shown, as at registration.
const detailsSchema = (withCity: boolean) =>
  z.object({
    studentName: requiredText('Name', 120),
    phone: mobileNumberField(),
    country: z.string(),
    address: z.string().trim().max(500, 'Address is too long'),
    cityName: withCity ? requiredText('City', 120) : z.string(),
    preferedLanguage: z.string().nullable(),
  });
type DetailsSchema = ReturnType<typeof detailsSchema>;
type DetailsInput = z.input<DetailsSchema>;
type DetailsOutput = z.output<DetailsSchema>;

export interface CompanyDefaults {
  companyCode: string;
  defaultDialCode: string;
  defaultCountryCode: string;
  /** The company asks for the city (at registration and here). */
  showCityName: boolean;
}

/** spec 1 §5, §9: dial code 91 and country in when the profile has none. */
function startValues(profile: Profile, company: CompanyDefaults): DetailsInput {
  const dial = (profile.dialCode || company.defaultDialCode || '91').replace(/\D/g, '');
  const stored = (profile.countryCode || company.defaultCountryCode || 'in').toUpperCase();
  const digits = profile.mobileNumber.replace(/\D/g, '');
  const phone = digits ? `+${dial}${digits}` : '';
  const parsedCountry = phone ? parsePhoneNumber(phone)?.country : undefined;
  const country = parsedCountry ?? (isSupportedCountry(stored) ? stored : 'IN');
  return {
    studentName: profile.studentName,
    phone,
    country,
    address: profile.address,
    cityName: profile.cityName,
    preferedLanguage: profile.preferedLanguage || null,
  };
}

interface PersonalDetailsFormProps {
  profile: Profile;
  languages: MetadataItem[];
  languagesLoading?: boolean;
  company: CompanyDefaults;
  onSaved: (studentName: string) => void;
}

/**
 * The details form started from the profile (and again from each profile fetched anew), and Save
 * sending what the student changed.
 */
function useDetailsForm(profile: Profile, company: CompanyDefaults, onSaved: (studentName: string) => void) {
  const update = useUpdateProfile();
  const withCity = company.showCityName;
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(detailsSchema(withCity)),
    defaultValues: startValues(profile, company),
  });
  const { dirtyFields } = form.formState;

  // A profile fetched anew (another tab, after a save) becomes the unchanged state.
  useEffect(() => {
    form.reset(startValues(profile, company));
  }, [profile, company, form]);

  const onSubmit = form.handleSubmit((values) => {
    const body: ProfileUpdateBody = {
      id: profile.id,
      companyCode: company.companyCode,
      studentName: values.studentName,
      ...mobileParts(values.phone, values.country, company.defaultDialCode),
      address: values.address,
    };
    if (withCity) body.cityName = values.cityName;
    // A stored choice that has since become inactive is kept unless the student picks another.
    if (dirtyFields.preferedLanguage) body.preferedLanguage = values.preferedLanguage ?? '';
    update.mutate(body, {
      onSuccess: () => {
        form.reset(values);
        onSaved(values.studentName);
      },
    });
  });
  return { form, update, onSubmit };
}

/** spec 1 §2 Profile: personal details; e-mail read-only; Save disabled until something changes. */
export function PersonalDetailsForm({
  profile,
  languages,
  languagesLoading,
  company,
  onSaved,
}: PersonalDetailsFormProps) {
  const { form, update, onSubmit } = useDetailsForm(profile, company, onSaved);
  const { isDirty } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {update.isError && <StatusAlert tone="error">{errorMessage(update.error)}</StatusAlert>}
        {update.isSuccess && !isDirty && <StatusAlert tone="success">{update.data.message}</StatusAlert>}
        <TextInput label="Full name" autoComplete="name" withAsterisk {...fieldProps(form, 'studentName')} />
        <TextInput
          label="Email"
          type="email"
          value={profile.emailId}
          readOnly
          description="Your e-mail address cannot be changed"
          variant="filled"
        />
        <MobileNumberFormField control={form.control} />
        <Textarea label="Address" autoComplete="street-address" rows={3} {...fieldProps(form, 'address')} />
        {company.showCityName && (
          <TextInput
            label="City"
            autoComplete="address-level2"
            withAsterisk
            {...fieldProps(form, 'cityName')}
          />
        )}
        <FormSelect
          control={form.control}
          name="preferedLanguage"
          label="Preferred language"
          placeholder={languagesLoading ? 'Loading languages…' : 'Select a language'}
          clearable
          data={languages.map((item) => ({ value: item.id, label: item.name }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          type="submit"
          disabled={!isDirty}
          loading={update.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Save
        </Button>
      </Stack>
    </form>
  );
}
