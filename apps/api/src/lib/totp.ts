import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with node:crypto only: HMAC-SHA1,
 * 30-second steps, 6 digits, a base32 secret (RFC 4648) as authenticator apps take it.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are accepted (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 of the bytes (RFC 4648's alphabet unless another is given; no padding). */
export function base32Encode(bytes: Buffer, alphabet: string = ALPHABET): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret of 160 bits (RFC 4226 recommends at least 128, 160 advised), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 4226 HOTP: the code of a counter. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac(algorithm, key).update(message).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return (binary % 10 ** digits).toString().padStart(digits, '0');
}

/** The 30-second step of a time. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of a base32 secret at a time. */
export const totpCode = (secret: string, at: Date) => hotp(base32Decode(secret), totpStep(at));

/**
 * The step a code belongs to, within ±TOTP_WINDOW steps of `at` and after `lastStep` (each step's
 * code is accepted once), or null.
 */
export function matchTotp(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let key: Buffer;
  try {
    key = base32Decode(secret);
  } catch {
    return null;
  }
  const now = totpStep(at);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    // Every candidate is compared (in constant time), so timing does not tell which one matched.
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}

/** The otpauth:// URI apps read from a QR code (Key Uri Format). */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  // encodeURIComponent (%20, not URLSearchParams' '+'): some apps show a '+' literally.
  const params = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`;
  return `otpauth://totp/${label}?${params}`;
}
