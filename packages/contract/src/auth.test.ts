import { describe, expect, it } from 'vitest';
import { RegisterRequestSchema, ResetPasswordRequestSchema, WalkInListRequestSchema } from './auth';

describe('auth contract', () => {
  it('lower-cases and trims the e-mail of a registration', () => {
    const r = RegisterRequestSchema.parse({
      name: ' Asha ',
      emailId: ' Asha@Example.TEST ',
      mobileNumber: '98765 43210',
      password: 'long-enough',
    });
    expect(r.emailId).toBe('asha@example.test');
    expect(r.name).toBe('Asha');
  });

  it("uses the spec's walk-in messages (spec 1 §5)", () => {
    const r = WalkInListRequestSchema.safeParse({ studentName: 'K', emailId: 'nope', mobileNumber: '12345' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain('Invalid EmailId!');
    expect(messages).toContain('Invalid Mobile Number!');
  });

  it("refuses different passwords with 'Please enter same password'", () => {
    const r = ResetPasswordRequestSchema.safeParse({
      password: 'new-password',
      cpassword: 'other-one',
      token: 't',
    });
    expect(r.error?.issues[0]?.message).toBe('Please enter same password');
  });
});
