import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { Country } from 'react-phone-number-input/input';
import { PhoneField } from './phone-field';

interface PhoneFormFieldProps<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  /** The field holding the number. */
  name: FieldPath<T>;
  /** The field holding the chosen country code. */
  countryName: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** The phone field bound to a form: the number and its country are two fields of it; the number's error shows. */
export function PhoneFormField<T extends FieldValues, U>({
  control,
  name,
  countryName,
  label,
  required,
}: PhoneFormFieldProps<T, U>) {
  const { field, fieldState } = useController({ control, name });
  const { field: country } = useController({ control, name: countryName });
  return (
    <PhoneField
      label={label}
      required={required}
      value={field.value || undefined}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      country={country.value as Country}
      onCountryChange={country.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** A form with the student's mobile number: the number (`phone`) and its country (`country`). */
type MobileForm = { phone: string; country: string };

/**
 * The student's mobile number, required, as registration and the profile ask for it (the form's
 * `phone` and `country` fields; the number checked by mobileNumberField).
 */
export function MobileNumberFormField<T extends MobileForm, U>({
  control,
}: {
  control: Control<T, unknown, U>;
}) {
  return (
    <PhoneFormField
      control={control}
      name={'phone' as FieldPath<T>}
      countryName={'country' as FieldPath<T>}
      label="Mobile number"
      required
    />
  );
}
