import { Input } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
 * The input owns what is being typed. react-phone-number-input reports a change from an effect, so
 * the parent's value comes back a keystroke or more late while someone types fast; handed back as
 * `value`, that older number would reset the digits typed since ('98751 2' for 9876512345). So the
 * input gets the parent's value only when it really changed from outside (a form reset, a profile
 * loaded): a value this field did not emit since the parent last caught up. A new `outside.key`
 * starts the input again from `outside.value`.
 */
function useOutsideValue(value: string | undefined, onChange: (value: string | undefined) => void) {
  const sent = useRef({ last: value, since: new Set<string | undefined>([value]) });
  const [outside, setOutside] = useState({ value, key: 0 });
  useEffect(() => {
    const track = sent.current;
    if (value === track.last) {
      track.since = new Set([value]);
      return;
    }
    if (track.since.has(value)) return;
    track.last = value;
    track.since = new Set([value]);
    setOutside((o) => ({ value, key: o.key + 1 }));
  }, [value]);
  const emit = (next: string | undefined) => {
    sent.current.last = next;
    sent.current.since.add(next);
    onChange(next);
  };
  return { outside, emit };
}

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
  const { outside, emit } = useOutsideValue(value, onChange);

  return (
    <Input.Wrapper label={label} required={required} error={error} id={id} size="md">
      <div className={classes.row}>
        <CountryCodePicker country={country} onCountryChange={onCountryChange} error={error} />
        <PhoneInput
          key={outside.key}
          id={id}
          className={classes.input}
          country={country}
          international={false}
          value={outside.value}
          onChange={emit}
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

/** The country and its calling code, chosen in a native select laid over what it shows. */
function CountryCodePicker({
  country,
  onCountryChange,
  error,
}: Pick<PhoneFieldProps, 'country' | 'onCountryChange' | 'error'>) {
  const countries = useMemo(
    () =>
      getCountries()
        .map((code) => ({ code, name: countryName(code), dial: getCountryCallingCode(code) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );
  return (
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
  );
}
