import { Input } from '@mantine/core';
import { useId, useMemo } from 'react';
import PhoneInput, {
  type Country,
  getCountries,
  getCountryCallingCode,
} from 'react-phone-number-input/input';
import { ChevronDownIcon } from './icons';
import classes from './phone-field.module.css';

interface PhoneFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  country: Country;
  onCountryChange: (country: Country) => void;
  error?: string;
  required?: boolean;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (country: Country) => {
  try {
    return regionNames.of(country) ?? country;
  } catch {
    return country;
  }
};

/**
 * International phone input (spec 1 §2 Register, §3 Profile): a country code picker (a native select,
 * so it works with keyboard, screen readers and phone pickers) and the national number.
 */
export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  country,
  onCountryChange,
  error,
  required,
}: PhoneFieldProps) {
  const id = useId();
  const countries = useMemo(
    () =>
      getCountries()
        .map((code) => ({ code, name: countryName(code), dial: getCountryCallingCode(code) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );

  return (
    <Input.Wrapper label={label} required={required} error={error} id={id} size="md">
      <div className={classes.row}>
        <div className={classes.country} data-error={error ? true : undefined}>
          <span className={classes.countryValue} aria-hidden="true">
            {country} +{getCountryCallingCode(country)}
            <ChevronDownIcon size={14} />
          </span>
          <select
            className={classes.select}
            aria-label="Country code"
            value={country}
            onChange={(event) => onCountryChange(event.currentTarget.value as Country)}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} (+{c.dial})
              </option>
            ))}
          </select>
        </div>
        <PhoneInput
          className={classes.input}
          country={country}
          international={false}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputComponent={Input}
          size="md"
          error={Boolean(error)}
          autoComplete="tel-national"
          placeholder="Mobile number"
          aria-required={required}
        />
      </div>
    </Input.Wrapper>
  );
}
