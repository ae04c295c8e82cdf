import { randomBytes } from 'node:crypto';
import { sha256 } from './crypto';
import { base32Encode } from './totp';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed by hand is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * One recovery code (decision 054): 80 bits from the CSPRNG as 16 characters of Crockford's base32,
 * shown in four groups of four (`7K3M-Q9TD-XW2H-4RNB`).
 */
export function newRecoveryCode(): string {
  const out = base32Encode(randomBytes(10), CROCKFORD);
  return out.match(/.{4}/g)?.join('-') ?? out;
}

export const newRecoveryCodes = (count: number) => Array.from({ length: count }, newRecoveryCode);

/**
 * What is stored of a code: the SHA-256 of its 16 characters as the contract's `recoveryCode` reads
 * them (upper case, no dashes). 80 random bits need no slow hash (decision 054).
 */
export const recoveryCodeHash = (code: string) =>
  sha256(`staff-recovery:${code.replace(/-/g, '').toUpperCase()}`);
