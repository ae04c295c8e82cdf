/**
 * Exact decimal and fraction arithmetic for answer matching. Floats would make '0.1' + '0.2' style
 * answers and 1/3-type fractions compare wrongly, so numbers are kept as bigint ratios.
 */

/** num / den with den > 0; not necessarily reduced. */
export interface ExactNumber {
  num: bigint;
  den: bigint;
}

const plain = /^[+-]?(\d+\.?\d*|\.\d+)$/;
// ITEM-TYPES.md: '1,000' = '1000'. Thousands separators must sit where groups are, so '1,5' is not 15.
const westernGroups = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
// Indian grouping (10,00,000), since the portal's students write numbers that way too.
const indianGroups = /^[+-]?\d{1,2}(,\d{2})*,\d{3}(\.\d*)?$/;

/** Parses '1,000', '1000.0', '-.5', '+3'; anything else (words, units, '1e3') is not a number. */
export function parseExactNumber(input: string): ExactNumber | null {
  const s = input.trim().replace(/^\u2212/, '-');
  if (!(plain.test(s) || westernGroups.test(s) || indianGroups.test(s))) return null;
  const unsigned = s.replace(/,/g, '').replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  const magnitude = BigInt(`${whole || '0'}${fraction}`);
  return { num: s.startsWith('-') ? -magnitude : magnitude, den: 10n ** BigInt(fraction.length) };
}

/** numerator / denominator, or null when the denominator is zero. */
export function divideExact(numerator: ExactNumber, denominator: ExactNumber): ExactNumber | null {
  if (denominator.num === 0n) return null;
  const num = numerator.num * denominator.den;
  const den = numerator.den * denominator.num;
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/** A value written as a number ('0.75') or a fraction ('3/4'), as bn's accepted answers are. */
export function parseExactValue(input: string): ExactNumber | null {
  const slash = input.split('/');
  if (slash.length === 1) return parseExactNumber(input);
  if (slash.length !== 2) return null;
  const numerator = parseExactNumber(slash[0] ?? '');
  const denominator = parseExactNumber(slash[1] ?? '');
  return numerator && denominator ? divideExact(numerator, denominator) : null;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareExact(a: ExactNumber, b: ExactNumber): number {
  const diff = a.num * b.den - b.num * a.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export function equalsExact(a: ExactNumber, b: ExactNumber): boolean {
  return compareExact(a, b) === 0;
}
