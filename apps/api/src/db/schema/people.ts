import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { branches, companyCode } from './tenancy';

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    name: text('name').notNull(),
    /** Lower-cased; unique per company (DATA-MODEL.md). */
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull().default(''),
    dialCode: text('dial_code').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    /** Null for walk-in students who have not set a password. */
    passwordHash: text('password_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the student answered the dashboard's 'Have you taken the actual IELTS?' (either way). */
    scoreProbeAnsweredAt: timestamp('score_probe_answered_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
    preferredLanguage: text('preferred_language'),
    profileImage: text('profile_image').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    source: text('source').$type<'register' | 'walk-in' | 'staff'>().notNull().default('register'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('students_company_email_uq').on(t.companyCode, t.email)],
);

export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'faculty'>().notNull(),
    passwordHash: text('password_hash'),
    /** A disabled member cannot sign in, and their sessions end (CONSOLE.md). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** RFC 6238 second factor: the shared secret (base32), set up by the member. */
    totpSecret: text('totp_secret'),
    /** When the member confirmed the secret with a code; null = no second factor. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is used once. */
    totpLastStep: integer('totp_last_step'),
    /** When an admin invited the member (they choose their password from the mail's link). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_company_email_uq').on(t.companyCode, t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_student_idx').on(t.studentId),
  ],
);

/** Single-use secrets sent by mail or link: account verification, password reset, auto-login. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'verify' | 'reset' | 'auto-login'>().notNull(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash)],
);

/** Walk-in one-time passwords: 6 digits, stored hashed, 10 minutes, 5 attempts. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
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
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
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
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
    /** A sender claimed the message until then; its send runs outside any transaction. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The claim that holds the lease: only its sender marks the message. */
    claimId: uuid('claim_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    index('outbox_secret_expiry_idx').on(t.secretExpiresAt).where(sql`secret is not null`),
  ],
);

/** Fixed-window counters for rate limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
