import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The provider console (CONSOLE.md, issue 18): staff of a company, admin or faculty, signed in
 * at /console on the company's host with sessions of their own.
 */
export const staffRoles = ['admin', 'faculty'] as const;
export const StaffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const ConsoleMessages = {
  badCredentials: 'The email or password is not right.',
  disabled: 'This account is disabled. Please ask an administrator of your institute.',
  emailRequired: 'Please enter your email',
  passwordRequired: 'Please enter your password',
  adminOnly: 'Only an administrator can do this.',
  signedOut: 'You are signed out.',
} as const;

export const StaffLoginRequestSchema = z.object({
  email: z.string().trim().min(1, ConsoleMessages.emailRequired).max(200),
  password: z.string().min(1, ConsoleMessages.passwordRequired).max(200),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  companyCode: z.string(),
  /** The courses this member works on: every course of the company for an admin. */
  courses: z.array(z.object({ id: z.string(), courseName: z.string() })),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffLoginResponseSchema = envelope(z.object({ token: z.string(), staff: StaffMemberSchema }));
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;
export const StaffMeResponseSchema = envelope(StaffMemberSchema);
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staffName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export const AuditResponseSchema = envelope(z.array(AuditEntrySchema));
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
