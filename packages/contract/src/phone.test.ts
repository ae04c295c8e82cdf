import { describe, expect, it } from 'vitest';
import { countryOf, parseMobile } from './phone';

describe('parseMobile (decision 016)', () => {
  it("reads a national number in the company's country and answers E.164", () => {
    expect(parseMobile('501234567', 'ae')?.e164).toBe('+971501234567');
    // The local form with its trunk 0 is the same number, never +9710501234567.
    expect(parseMobile('0501234567', 'ae')?.e164).toBe('+971501234567');
    expect(parseMobile('9876512345', 'in')?.e164).toBe('+919876512345');
    expect(parseMobile('98765 12345', 'IN')?.nationalNumber).toBe('9876512345');
  });

  it('validates an international number by its own country, whatever the default', () => {
    const uae = parseMobile('+971 50 123 4567', 'in');
    expect(uae).toEqual({
      e164: '+971501234567',
      nationalNumber: '501234567',
      callingCode: '971',
      country: 'AE',
    });
    expect(parseMobile('+44 7400 123456', 'in')?.e164).toBe('+447400123456');
  });

  it('refuses what is not a number of its country (India: exactly 10 digits, spec 1 §5)', () => {
    for (const bad of [
      '12345',
      '987651234',
      '98765123456',
      '+91 98765 1234',
      '+9715012',
      'abc',
      '',
      '\u0000',
      '9'.repeat(40),
    ]) {
      expect(parseMobile(bad, 'in'), bad).toBeUndefined();
    }
    expect(parseMobile('50123456', 'ae')).toBeUndefined();
  });

  it('falls back to India for an unknown default country', () => {
    expect(countryOf('zz')).toBe('IN');
    expect(countryOf('ae')).toBe('AE');
  });
});
