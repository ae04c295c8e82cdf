import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz } from './columns';
import { branches, companyCode } from './tenancy';

export const students = pgTable(
  'students',
  {
    id: id(),
    companyCode: companyCode(),
    name: text('name').notNull(),
    /** Lower-cased; unique per company (DATA-MODEL.md). */
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull().default(''),
    dialCode: text('dial_code').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    /** Null for walk-in students who have not set a password. */
    passwordHash: text('password_hash'),
    verifiedAt: timestampTz('verified_at'),
    /** When the student answered the dashboard's 'Have you taken the actual IELTS?' (either way). */
    scoreProbeAnsweredAt: timestampTz('score_probe_answered_at'),
    address: text('address').notNull().default(''),
    preferredLanguage: text('preferred_language'),
    profileImage: text('profile_image').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    branchId: looseRef('branch_id', () => branches.id),
    source: text('source').$type<'register' | 'walk-in' | 'staff'>().notNull().default('register'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('students_company_email_uq').on(t.companyCode, t.email)],
);

export const staff = pgTable(
  'staff',
  {
    id: id(),
    companyCode: companyCode(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'faculty'>().notNull(),
    passwordHash: text('password_hash'),
    /** A disabled member cannot sign in, and their sessions end (CONSOLE.md). */
    disabledAt: timestampTz('disabled_at'),
    /** RFC 6238 second factor: the shared secret (base32), set up by the member. */
    totpSecret: text('totp_secret'),
    /** When the member confirmed the secret with a code; null = no second factor. */
    totpEnabledAt: timestampTz('totp_enabled_at'),
    /** The last 30-second step a code was accepted for: a code is used once. */
    totpLastStep: integer('totp_last_step'),
    /** When an admin invited the member (they choose their password from the mail's link). */
    invitedAt: timestampTz('invited_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_company_email_uq').on(t.companyCode, t.email)],
);

/**
 * A token a browser keeps and presents again: only its SHA-256 is stored, never the token itself.
 * `owner` is the person it belongs to (a student or a staff member).
 */
const browserTokenColumns = <TOwner extends Record<string, PgColumnBuilderBase>>(owner: TOwner) => ({
  id: id(),
  tokenHash: text('token_hash').notNull(),
  companyCode: companyCode(),
  ...owner,
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
});

/** A signed-in session; students and staff have the same columns in tables of their own. */
export const sessionColumns = <TOwner extends Record<string, PgColumnBuilderBase>>(owner: TOwner) => ({
  ...browserTokenColumns(owner),
  revokedAt: timestampTz('revoked_at'),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
});

export const sessions = pgTable(
  'sessions',
  sessionColumns({ studentId: ownerRef('student_id', () => students.id) }),
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_student_idx').on(t.studentId),
  ],
);

/** Single-use secrets sent by mail or link: account verification, password reset, auto-login. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'verify' | 'reset' | 'auto-login'>().notNull(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash)],
);

/** Walk-in one-time passwords: 6 digits, stored hashed, 10 minutes, 5 attempts. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: id(),
    companyCode: companyCode(),
    studentName: text('student_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    /**
     * The existing account the code was sent for (its own e-mail and mobile on file), or null when
     * verify opens a new account (docs/decisions/009-account-protection.md).
     */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_requests_company_email_idx').on(t.companyCode, t.email)],
);

/**
 * Browsers that signed in to an account before (OWASP 'device cookies'): their login attempts are
 * counted per device, so failures from elsewhere never lock the owner out. Only the token's hash is
 * stored, so every API process shares them.
 */
export const knownDevices = pgTable(
  'known_devices',
  browserTokenColumns({ studentId: ownerRef('student_id', () => students.id) }),
  (t) => [
    uniqueIndex('known_devices_token_hash_uq').on(t.tokenHash),
    index('known_devices_student_idx').on(t.studentId),
  ],
);

/**
 * Mail and SMS on their way (lib/outbox.ts). A link's token or an OTP is never in the subject or the
 * stored text: the text holds a mark where it goes, the value sits in `secret` until the message is
 * sent, fails for good or the secret expires, and is then cleared (decision 012).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    companyCode: companyCode(),
    channel: text('channel').$type<'email' | 'sms' | 'push'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status')
      .$type<'pending' | 'sent' | 'logged' | 'failed' | 'expired'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    secret: text('secret'),
    secretExpiresAt: timestampTz('secret_expires_at'),
    /** A sender claimed the message until then; its send runs outside any transaction. */
    leaseUntil: timestampTz('lease_until'),
    /** The claim that holds the lease: only its sender marks the message. */
    claimId: uuid('claim_id'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    index('outbox_secret_expiry_idx').on(t.secretExpiresAt).where(sql`secret is not null`),
  ],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestampTz('window_start').notNull(),
  count: integer('count').notNull(),
});
