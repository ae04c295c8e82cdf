import { isValidPhoneNumber, parsePhoneNumber } from 'react-phone-number-input/input';
import { z } from 'zod';

/** A required mobile number, in the E.164 form the phone field gives (spec 1 §5). */
export const mobileNumberField = () =>
  z
    .string({ error: 'Mobile number is required' })
    .min(1, 'Mobile number is required')
    .refine((value) => isValidPhoneNumber(value), 'Please enter a valid mobile number');

export interface MobileParts {
  mobileNumber: string;
  dialCode: string;
  countryCode: string;
}

/**
 * The number split as the API stores it: national digits, calling code and a lower-case country;
 * the chosen country and the company's dial code stand in for what the number does not tell.
 */
export function mobileParts(phone: string, country: string, defaultDialCode: string): MobileParts {
  const parsed = parsePhoneNumber(phone);
  return {
    mobileNumber: parsed?.nationalNumber ?? phone.replace(/\D/g, ''),
    dialCode: parsed?.countryCallingCode ?? defaultDialCode,
    countryCode: (parsed?.country ?? country).toLowerCase(),
  };
}
