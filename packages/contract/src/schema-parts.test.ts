import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffQueue } from './console';
import {
  AssignRequestSchema,
  coercedWholeNumber,
  idParams,
  isoMoment,
  ProductChoicesSchema,
  requiredString,
  wholeNumber,
} from './schema-parts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('schema parts', () => {
  it('refuses a malformed id with the route’s own words', () => {
    const params = idParams('No such coupon.');
    expect(params.parse({ id: '3f1c2b7a-9d4e-4f6a-8b2c-1d2e3f4a5b6c' })).toEqual({
      id: '3f1c2b7a-9d4e-4f6a-8b2c-1d2e3f4a5b6c',
    });
    expect(messages(params.safeParse({ id: '12' }))).toEqual(['No such coupon.']);
    expect(messages(params.safeParse({}))).toEqual(['No such coupon.']);
  });

  it('assigns to a staff member or to nobody', () => {
    expect(AssignRequestSchema.parse({ staffId: null })).toEqual({ staffId: null });
    expect(AssignRequestSchema.safeParse({ staffId: 'someone' }).success).toBe(false);
  });

  it('says one message for every refusal of a whole number, and coerces text only when asked', () => {
    const days = wholeNumber('Validity is 1 to 3650 days.', 1, 3650);
    expect(days.parse(30)).toBe(30);
    for (const bad of [0, 3651, 1.5, '30', undefined]) {
      expect(messages(days.safeParse(bad))).toEqual(['Validity is 1 to 3650 days.']);
    }
    const price = coercedWholeNumber('A price is whole rupees.', 0, 100);
    expect(price.parse('42')).toBe(42);
    expect(messages(price.safeParse('4.5'))).toEqual(['A price is whole rupees.']);
    expect(messages(price.safeParse(101))).toEqual(['A price is whole rupees.']);
  });

  it('takes an ISO moment with its offset between 2000 and 2100', () => {
    const moment = isoMoment();
    expect(moment.parse('2024-01-02T03:04:05+05:30')).toBe('2024-01-02T03:04:05+05:30');
    expect(messages(moment.safeParse('2024-01-02'))).toEqual(['Give a date and time in ISO 8601 form']);
    expect(messages(moment.safeParse('1999-12-31T00:00:00Z'))).toEqual([
      'Give a date between the years 2000 and 2100',
    ]);
  });

  it('trims required text and names what is missing or too long', () => {
    const remark = requiredString('Please write a remark', 5, 'A remark can be at most 5 characters');
    expect(remark.parse('  ok  ')).toBe('ok');
    expect(messages(remark.safeParse('   '))).toEqual(['Please write a remark']);
    expect(messages(remark.safeParse(undefined))).toEqual(['Please write a remark']);
    expect(messages(remark.safeParse('too long'))).toEqual(['A remark can be at most 5 characters']);
    expect(messages(requiredString('Name is required', 3).safeParse('four'))).toEqual(['Name is required']);
  });

  it('lists products with their own validity', () => {
    expect(ProductChoicesSchema.parse([{ id: 'p', title: 'IELTS', validityDays: 90 }])).toEqual([
      { id: 'p', title: 'IELTS', validityDays: 90 },
    ]);
  });

  it('builds a console queue: its items first, then the turnaround, each member’s and the staff', () => {
    const queue = staffQueue({ tickets: z.array(z.object({ id: z.string() })) });
    const turnaround = { count: 2, medianHours: 3, p90Hours: null };
    const data = queue.parse({
      staff: [{ id: 's', name: 'Asha', role: 'faculty' }],
      byStaff: [{ ...turnaround, staffId: 's', name: 'Asha' }],
      turnaround,
      tickets: [{ id: 't' }],
    });
    expect(Object.keys(data)).toEqual(['tickets', 'turnaround', 'byStaff', 'staff']);
    expect(queue.safeParse({ ...data, staff: [{ id: 's', name: 'Asha', role: 'owner' }] }).success).toBe(
      false,
    );
  });
});
