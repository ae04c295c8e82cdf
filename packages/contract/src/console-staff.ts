import { z } from 'zod';
import { passwordField } from './auth';
import { StaffLoginResponseSchema, StaffRoleSchema } from './console';
import { envelope, MessageResponseSchema } from './envelope';
import { get, post } from './route';
import { CourseChoiceSchema, CourseChoicesSchema, idParams, requiredString } from './schema-parts';

/**
 * Staff accounts and their security in the console (issue 18, CONSOLE.md 'Who'): the TOTP second
 * factor (RFC 6238), forgot/reset and invitations, the member's own account, and the admin's staff
 * page.
 */

/** How long a mailed link lives: an invitation 7 days, a reset 60 minutes (like the students'). */
export const STAFF_INVITE_DAYS = 7;
export const STAFF_RESET_MINUTES = 60;
/** The step between a right password and a TOTP code: a few minutes, spent after 5 wrong codes. */
export const TOTP_STEP_MINUTES = 5;
export const TOTP_MAX_ATTEMPTS = 5;
/** Recovery codes made at once (decision 054): each stands in once for a TOTP code at sign-in. */
export const RECOVERY_CODE_COUNT = 10;
/** The students' password rules (passwordField), as the pages show them. */
export const PASSWORD_RULES = 'At least 8 characters (at most 128).';

export const StaffMessages = {
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpWrong: 'That code is not right. Check the time on your phone and try again.',
  totpStepInvalid: 'Your sign-in has expired. Please sign in again with your password.',
  totpSetupNeeded:
    'Your institute requires administrators to use two-step sign-in. Set it up on your Account page to continue.',
  totpNotStarted: 'Start the set-up first: a new secret is shown with its QR code.',
  totpAlreadyOn: 'Two-step sign-in is already on.',
  totpNotOn: 'Two-step sign-in is not on.',
  totpEnabled: 'Two-step sign-in is on. The next sign-in asks for a code.',
  totpDisabled: 'Two-step sign-in is off.',
  totpRequiredByCompany:
    'Your institute requires administrators to use two-step sign-in, so it cannot be turned off.',
  codeFormat: 'Enter the 6 digits of the code',
  recoveryFormat: 'Enter a recovery code: 16 letters and digits, as it was shown (dashes optional)',
  recoveryWrong: 'That recovery code is not right, or it has been used already.',
  recoveryNeedsProof: 'Enter your password or a current code from your authenticator app.',
  recoveryRenewed: 'A new set of recovery codes is made; the old ones no longer work.',
  wrongPassword: 'Your current password is not right.',
  passwordChanged: 'Your password has been changed. Your other sessions have ended.',
  samePassword: 'Choose a password different from the current one.',
  forgot: 'If a staff account exists for this email, we have sent it a link to choose a new password.',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  passwordSet: 'Your password is set. Please sign in with it.',
  emailTaken: 'A staff member with this email already exists.',
  invited: 'Invitation sent.',
  inviteResent: 'A new invitation has been sent.',
  notInvited: 'This member has already accepted the invitation.',
  notFound: 'No such staff member.',
  unknownCourse: 'One of the courses is not a course of this institute.',
  notYourself: 'You cannot disable your own account.',
  lastAdmin: 'This is the last enabled administrator; enable or invite another one first.',
  disabledDone: 'The member is disabled and their sessions have ended.',
  enabledDone: 'The member is enabled again.',
  saved: 'Saved.',
  switchNeedsTotp: 'Turn on two-step sign-in for your own account before requiring it for administrators.',
  nameRequired: 'Please enter a name',
  emailInvalid: 'Please enter a valid email address',
  passwordMismatch: 'The passwords do not match',
} as const;

/** A TOTP code: six digits (spaces allowed, as apps show them in groups). */
export const totpCode = z
  .string({ error: StaffMessages.codeFormat })
  .max(20, StaffMessages.codeFormat)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, StaffMessages.codeFormat));

/**
 * A recovery code as it was shown (four groups of four of Crockford's base32, e.g. `7K3M-Q9TD-XW2H-4RNB`):
 * case, spaces and dashes do not matter, and O, I and L read as 0, 1 and 1.
 */
export const recoveryCode = z
  .string({ error: StaffMessages.recoveryFormat })
  .max(40, StaffMessages.recoveryFormat)
  .transform((v) =>
    v
      .toUpperCase()
      .replace(/[\s-]+/g, '')
      .replace(/O/g, '0')
      .replace(/[IL]/g, '1'),
  )
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, StaffMessages.recoveryFormat));

const token = z
  .string({ error: StaffMessages.linkInvalid })
  .trim()
  .min(1, StaffMessages.linkInvalid)
  .max(200);

/** Sign-in, second step: the step token answered by the password, and a code. */
export const StaffTotpLoginRequestSchema = z.object({ token, code: totpCode });
export type StaffTotpLoginRequest = z.input<typeof StaffTotpLoginRequestSchema>;
/** Sign-in, second step with a recovery code in place of the TOTP code (each code once). */
export const StaffRecoveryLoginRequestSchema = z.object({ token, code: recoveryCode });
export type StaffRecoveryLoginRequest = z.input<typeof StaffRecoveryLoginRequestSchema>;

const email = requiredString(StaffMessages.emailInvalid, 254)
  .pipe(z.email(StaffMessages.emailInvalid))
  .transform((v) => v.toLowerCase());

export const StaffForgotRequestSchema = z.object({ email });
export type StaffForgotRequest = z.input<typeof StaffForgotRequestSchema>;
/** A reset or an invitation: the mailed token and the password chosen (the students' rules). */
export const StaffPasswordRequestSchema = z.object({ token, password: passwordField() });
export type StaffPasswordRequest = z.infer<typeof StaffPasswordRequestSchema>;
export const StaffTokenQuerySchema = z.object({ token });
export const StaffTokenInfoSchema = z.object({
  purpose: z.enum(['invite', 'reset']),
  name: z.string(),
  email: z.string(),
});
export type StaffTokenInfo = z.infer<typeof StaffTokenInfoSchema>;
export const StaffTokenInfoResponseSchema = envelope(StaffTokenInfoSchema);

// The member's own account.
export const TotpSetupSchema = z.object({
  /** Base32, as apps take it typed in. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;
export const TotpSetupResponseSchema = envelope(TotpSetupSchema);
export const TotpEnableRequestSchema = z.object({ code: totpCode });
export type TotpEnableRequest = z.input<typeof TotpEnableRequestSchema>;
export const TotpDisableRequestSchema = z.object({
  password: z.string().min(1, 'Please enter your password').max(200),
  code: totpCode,
});
export type TotpDisableRequest = z.input<typeof TotpDisableRequestSchema>;
/** A new set of recovery codes, shown once (the member keeps them; only their hashes are stored). */
export const RecoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
export const RecoveryCodesResponseSchema = envelope(RecoveryCodesSchema);
/** How many of the member's recovery codes are left unused, and when the set was made. */
export const RecoveryStatusSchema = z.object({
  remaining: z.number().int(),
  total: z.number().int(),
  createdAt: z.string().nullable(),
});
export type RecoveryStatus = z.infer<typeof RecoveryStatusSchema>;
export const RecoveryStatusResponseSchema = envelope(RecoveryStatusSchema);
/** A new set needs the password or a current TOTP code (one of them). */
export const RecoveryRenewRequestSchema = z
  .object({
    password: z.string().max(200).optional(),
    code: z.preprocess((v) => (v === '' ? undefined : v), totpCode.optional()),
  })
  .refine((b) => Boolean(b.password) || Boolean(b.code), {
    error: StaffMessages.recoveryNeedsProof,
  });
export type RecoveryRenewRequest = z.infer<typeof RecoveryRenewRequestSchema>;

export const PasswordChangeRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
  password: passwordField(),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

// The admin's staff page.
export const staffStates = ['active', 'invited', 'disabled'] as const;
export const StaffListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  state: z.enum(staffStates),
  totpEnabled: z.boolean(),
  /** The courses assigned (faculty); an admin works on every course. */
  courses: z.array(CourseChoiceSchema),
  invitedAt: z.string().nullable(),
});
export type StaffListItem = z.infer<typeof StaffListItemSchema>;
export const StaffListSchema = z.object({
  staff: z.array(StaffListItemSchema),
  /** Every course of the company, to assign. */
  courses: CourseChoicesSchema,
  requireAdminTotp: z.boolean(),
});
export type StaffList = z.infer<typeof StaffListSchema>;
export const StaffListResponseSchema = envelope(StaffListSchema);
export const StaffItemResponseSchema = envelope(StaffListItemSchema);

const courseIds = z
  .array(z.uuid({ error: StaffMessages.unknownCourse }))
  .max(500)
  .default([]);
export const StaffInviteRequestSchema = z.object({
  name: requiredString(StaffMessages.nameRequired, 120, 'A name can be at most 120 characters'),
  email,
  role: StaffRoleSchema,
  courseIds,
});
export type StaffInviteRequest = z.input<typeof StaffInviteRequestSchema>;
export const StaffUpdateRequestSchema = z.object({ role: StaffRoleSchema, courseIds });
export type StaffUpdateRequest = z.input<typeof StaffUpdateRequestSchema>;
export const StaffParamsSchema = idParams(StaffMessages.notFound);
export const RequireTotpRequestSchema = z.object({ required: z.boolean() });
export type RequireTotpRequest = z.infer<typeof RequireTotpRequestSchema>;
export const RequireTotpResponseSchema = envelope(z.object({ required: z.boolean() }));

const staffAct = <const A extends string>(act: A) =>
  post(`console/staff/:id/${act}`, { params: StaffParamsSchema, response: StaffItemResponseSchema });

/**
 * The console's calls of staff accounts (decision 049): the second sign-in step and the mailed
 * links (no session), the member's own account, and the admin's staff page.
 */
export const consoleStaffApi = {
  loginTotp: post('console/login/totp', {
    body: StaffTotpLoginRequestSchema,
    response: StaffLoginResponseSchema,
  }),
  loginRecovery: post('console/login/recovery', {
    body: StaffRecoveryLoginRequestSchema,
    response: StaffLoginResponseSchema,
  }),
  forgot: post('console/password/forgot', {
    body: StaffForgotRequestSchema,
    response: MessageResponseSchema,
  }),
  token: get('console/password/token', {
    query: StaffTokenQuerySchema,
    response: StaffTokenInfoResponseSchema,
  }),
  setPassword: post('console/password/reset', {
    body: StaffPasswordRequestSchema,
    response: MessageResponseSchema,
  }),
  totpSetup: post('console/account/totp/setup', { response: TotpSetupResponseSchema }),
  /** Turns TOTP on and answers the first set of recovery codes, shown once. */
  totpEnable: post('console/account/totp/enable', {
    body: TotpEnableRequestSchema,
    response: RecoveryCodesResponseSchema,
  }),
  recoveryStatus: get('console/account/recovery-codes', { response: RecoveryStatusResponseSchema }),
  recoveryRenew: post('console/account/recovery-codes', {
    body: RecoveryRenewRequestSchema,
    response: RecoveryCodesResponseSchema,
  }),
  totpDisable: post('console/account/totp/disable', {
    body: TotpDisableRequestSchema,
    response: MessageResponseSchema,
  }),
  changePassword: post('console/account/password', {
    body: PasswordChangeRequestSchema,
    response: MessageResponseSchema,
  }),
  list: get('console/staff', { response: StaffListResponseSchema }),
  invite: post('console/staff', { body: StaffInviteRequestSchema, response: StaffItemResponseSchema }),
  update: post('console/staff/:id', {
    params: StaffParamsSchema,
    body: StaffUpdateRequestSchema,
    response: StaffItemResponseSchema,
  }),
  resend: staffAct('resend'),
  disable: staffAct('disable'),
  enable: staffAct('enable'),
  requireTotp: post('console/staff/require-totp', {
    body: RequireTotpRequestSchema,
    response: RequireTotpResponseSchema,
  }),
};
