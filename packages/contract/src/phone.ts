import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A company's default country (`in`, `AE`) as a supported country, India when it is none. */
export function countryOf(code: string | null | undefined): CountryCode {
  const upper = (code ?? '').trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : 'IN';
}

export interface ParsedMobile {
  /** `+971501234567` */
  e164: string;
  /** The number without its country calling code or trunk prefix: `501234567`. */
  nationalNumber: string;
  /** Digits only: `971`. */
  callingCode: string;
  /** ISO 3166 alpha-2 in capitals, when the number belongs to one country. */
  country: CountryCode | undefined;
}

/**
 * A mobile number typed anywhere (E.164 `+971 50 123 4567`, or a national form `050 123 4567` /
 * `9876512345` read in `defaultCountry`), parsed and validated by the number's own country; undefined
 * when it is not a valid number. spec 1 §5's 'exactly 10 characters' is India's length: an Indian
 * number must have 10 digits after +91 (and it has no other valid length).
 */
export function parseMobile(
  value: string,
  defaultCountry: string | null | undefined,
): ParsedMobile | undefined {
  const text = value.trim();
  if (!text || text.length > 32 || !/^\+?[0-9 ().-]+$/.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(text, countryOf(defaultCountry));
  if (!parsed?.isValid()) return undefined;
  if (parsed.countryCallingCode === '91' && parsed.nationalNumber.length !== 10) return undefined;
  return {
    e164: parsed.number,
    nationalNumber: parsed.nationalNumber,
    callingCode: parsed.countryCallingCode,
    country: parsed.country,
  };
}
