import { describe, expect, it } from 'vitest';
import { mobileNumberField, mobileParts } from './phone-number';

describe('mobile number', () => {
  it('asks for a number, then for a valid one', () => {
    const field = mobileNumberField();
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Mobile number is required');
    expect(field.safeParse('+91123').error?.issues[0]?.message).toBe('Please enter a valid mobile number');
    expect(field.safeParse('+919812345678').success).toBe(true);
  });

  it('splits a number into national digits, calling code and country', () => {
    expect(mobileParts('+971501234567', 'IN', '91')).toEqual({
      mobileNumber: '501234567',
      dialCode: '971',
      countryCode: 'ae',
    });
  });

  it('falls back on the chosen country and the company dial code when the number does not parse', () => {
    expect(mobileParts('98-12', 'IN', '91')).toEqual({
      mobileNumber: '9812',
      dialCode: '91',
      countryCode: 'in',
    });
  });
});
