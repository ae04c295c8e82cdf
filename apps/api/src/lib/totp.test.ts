import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  totpCode,
  totpStep,
  totpUri,
} from './totp';

const SEED_SHA1 = Buffer.from('12345678901234567890');
const SEED_SHA256 = Buffer.from('12345678901234567890123456789012');
const SEED_SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the test vectors for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEED_SHA1, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  // Time (s), SHA1, SHA256, SHA512 — 8 digits.
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(hotp(SEED_SHA1, step, 8)).toBe(sha1);
    expect(hotp(SEED_SHA256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEED_SHA512, step, 8, 'sha512')).toBe(sha512);
  });

  it('reads the base32 secret apps are given (6 digits: the last six of the 8-digit vector)', () => {
    const secret = base32Encode(SEED_SHA1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret.toLowerCase(), new Date(1111111109_000))).toBe('081804');
  });
});

describe('base32', () => {
  it('round-trips any bytes and refuses other characters', () => {
    for (let n = 0; n < 30; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + n) & 255));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
    expect(() => base32Decode('ABC1')).toThrow();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('matching a code', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-11-22T09:00:10Z');
  const at = (steps: number) => new Date(now.getTime() + steps * 30_000);

  it('accepts the code of now and of one step either side, not two', () => {
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at(-1)), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at(1)), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at(-2)), now, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(2)), now, null)).toBeNull();
  });

  it('accepts each step once: not again, nor an older one', () => {
    const step = totpStep(now);
    const code = totpCode(secret, now);
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(-1)), now, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(1)), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits, and a broken secret', () => {
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
    expect(matchTotp('not base32!', '123456', now, null)).toBeNull();
  });

  it('builds the otpauth URI of the QR code', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'Acme Prep', 'ritu@acme.test');
    expect(uri).toBe(
      'otpauth://totp/Acme%20Prep:ritu%40acme.test?secret=JBSWY3DPEHPK3PXP&issuer=Acme%20Prep&algorithm=SHA1&digits=6&period=30',
    );
  });
});
