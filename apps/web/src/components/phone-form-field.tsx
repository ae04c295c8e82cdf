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
  error?: string;
}

/** The phone field bound to a form: the number and its country are two fields of it. */
export function PhoneFormField<T extends FieldValues, U>({
  control,
  name,
  countryName,
  label,
  required,
  error,
}: PhoneFormFieldProps<T, U>) {
  const { field } = useController({ control, name });
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
      error={error}
    />
  );
}
