import { z } from 'zod';
import { envelope, MessageResponseSchema, requiredText } from './envelope';
import { INVALID_MOBILE } from './phone-messages';
import { get, post } from './route';
import { companyFields } from './schema-parts';

/** A request that names its company by code only (the link and OTP calls): `fields` and companyCode. */
const withCompanyCode = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ ...fields, companyCode: companyFields.companyCode });

export const UserDataSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  accountId: z.string(),
  profileImage: z.string(),
});
export type UserData = z.infer<typeof UserDataSchema>;
export const SessionDataSchema = z.object({ token: z.string(), userData: UserDataSchema });
export type SessionData = z.infer<typeof SessionDataSchema>;
export const SessionResponseSchema = envelope(SessionDataSchema);
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

// spec 1 §5: loginId and password required.
export const LoginRequestSchema = z.object({
  loginId: requiredText('loginId', 254),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(256),
  ...companyFields,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const emailField = (field = 'emailId') =>
  requiredText(field, 254)
    .pipe(z.email(`${field} must be a valid e-mail address`))
    .transform((v) => v.toLowerCase());

export const passwordField = (field = 'password') =>
  z
    .string({ error: `${field} is required` })
    .min(8, `${field} must be at least 8 characters`)
    .max(128, `${field} must be at most 128 characters`);

// spec 1 §3 register payload; §5: name, emailId, mobileNumber, password required.
export const RegisterRequestSchema = z.object({
  name: requiredText('name', 120),
  emailId: emailField(),
  mobileNumber: z
    .string({ error: 'mobileNumber is required' })
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'mobileNumber must be a valid phone number'),
  dialCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'dialCode must be digits')
    .optional(),
  countryCode: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2}$/, 'countryCode must be two letters')
    .optional(),
  password: passwordField(),
  branchId: z.uuid('branchId: Select your nearest branch').optional().or(z.literal('')),
  cityName: z.string().trim().max(120).optional(),
  /** Comma-joined ids of the chosen free courses. */
  products: z.string().trim().max(2000).optional(),
  ...companyFields,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const ForgetRequestSchema = withCompanyCode({ loginId: requiredText('loginId', 254) });
export type ForgetRequest = z.infer<typeof ForgetRequestSchema>;

export const TokenRequestSchema = withCompanyCode({ token: requiredText('token', 200) });
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const ResetPasswordRequestSchema = withCompanyCode({
  password: passwordField(),
  cpassword: z.string({ error: 'cpassword is required' }).min(1, 'cpassword is required'),
  token: requiredText('token', 200),
}).refine((v) => v.password === v.cpassword, {
  message: 'Please enter same password',
  path: ['cpassword'],
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const VerifyRequestSchema = withCompanyCode({ id: requiredText('id', 200) });
export type VerifyRequest = z.infer<typeof VerifyRequestSchema>;

// spec 1 §5 walk-in: 'Invalid Mobile Number!'. A number in E.164 (`+971501234567`) or in the
// company's national form; the API parses it by its country (parseMobile in ./phone: India's numbers
// have exactly 10 digits) and keeps E.164. The shape only is checked here.
export const walkInMobile = z
  .string({ error: 'mobileNumber is required' })
  .trim()
  .max(32, INVALID_MOBILE)
  .regex(/^\+?[0-9 ().-]{6,}$/, INVALID_MOBILE);
export const walkInEmail = z
  .string({ error: 'emailId is required' })
  .trim()
  .max(254)
  .pipe(z.email('Invalid EmailId!'))
  .transform((v) => v.toLowerCase());

export const WalkInListRequestSchema = z.object({
  studentName: requiredText('studentName', 120),
  emailId: walkInEmail,
  mobileNumber: walkInMobile,
  ...companyFields,
});
export type WalkInListRequest = z.infer<typeof WalkInListRequestSchema>;
/** `channels`: where the code really went (an SMS only where a provider sends it). */
export const WalkInOtpSentSchema = z.object({
  otpRequestId: z.string(),
  channels: z.array(z.enum(['email', 'sms'])),
});
export type WalkInOtpSent = z.infer<typeof WalkInOtpSentSchema>;
export const WalkInListResponseSchema = envelope(WalkInOtpSentSchema);
export type WalkInListResponse = z.infer<typeof WalkInListResponseSchema>;

/** The walk-in OTP request a code answers (walkInList's otpRequestId). */
const otpRefId = z.uuid('This OTP request is invalid or has expired. Please start again.');

export const WalkInVerifyRequestSchema = withCompanyCode({
  name: requiredText('name', 120),
  emailId: walkInEmail,
  loginId: z.string().trim().max(254).optional(),
  mobileNumber: walkInMobile,
  otpRefId,
  // spec 1 §5: the OTP is entered as a number, so 012345 may arrive as the number 12345.
  otp: z
    .union([z.string(), z.number().int().nonnegative().max(999999, 'otp must be 6 digits')])
    .transform((v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v.trim()))
    .pipe(z.string().regex(/^\d{6}$/, 'otp must be 6 digits')),
});
export type WalkInVerifyRequest = z.infer<typeof WalkInVerifyRequestSchema>;

export const WalkInResendRequestSchema = withCompanyCode({
  studentName: requiredText('studentName', 120),
  mobileNumber: walkInMobile,
  emailId: walkInEmail,
  otpRefId: otpRefId.optional(),
});
export type WalkInResendRequest = z.infer<typeof WalkInResendRequestSchema>;

export const AutoLoginRequestSchema = withCompanyCode({ id: requiredText('id', 200) });
export type AutoLoginRequest = z.infer<typeof AutoLoginRequestSchema>;

export const FreeProductsQuerySchema = z.object(companyFields);
export type FreeProductsQuery = z.input<typeof FreeProductsQuerySchema>;
export const FreeProductsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.array(z.object({ id: z.string(), title: z.string() })),
  branches: z.array(z.object({ id: z.string(), branchName: z.string() })),
});
export type FreeProductsResponse = z.infer<typeof FreeProductsResponseSchema>;

/** GET session: who is signed in (used by the SPA instead of reading the HttpOnly cookie). */
export const MeResponseSchema = envelope(UserDataSchema);
export type MeResponse = z.infer<typeof MeResponseSchema>;

/**
 * Signing in, registering and the walk-in sign-up (spec 1 §2, §4, §5; spec 3 auto-login). The web
 * loads this table with `import()` at the moment of the call (decision 049 'The login route's budget').
 */
export const authApi = {
  login: post('login', { body: LoginRequestSchema, response: SessionResponseSchema }),
  autoLogin: post('auto-login', { body: AutoLoginRequestSchema, response: SessionResponseSchema }),
  logout: post('logout', { response: MessageResponseSchema }),
  session: get('session', { response: MeResponseSchema }),
  register: post('register', { body: RegisterRequestSchema, response: MessageResponseSchema }),
  freeProducts: get('free-products', {
    query: FreeProductsQuerySchema,
    response: FreeProductsResponseSchema,
  }),
  forget: post('forget', { body: ForgetRequestSchema, response: MessageResponseSchema }),
  checkResetToken: post('forgetpwd-verify', { body: TokenRequestSchema, response: MessageResponseSchema }),
  resetPassword: post('reset-password', {
    body: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
  }),
  verify: post('verify', { body: VerifyRequestSchema, response: MessageResponseSchema }),
  walkInList: post('walk-in/list', { body: WalkInListRequestSchema, response: WalkInListResponseSchema }),
  walkInVerify: post('walk-in/verify', { body: WalkInVerifyRequestSchema, response: SessionResponseSchema }),
  walkInResend: post('walk-in/resend-otp', {
    body: WalkInResendRequestSchema,
    response: MessageResponseSchema,
  }),
};
