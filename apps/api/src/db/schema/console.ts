import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, ownerRef, timestampTz } from './columns';
import { courses } from './courses';
import { sessionColumns, staff } from './people';
import { companyCode } from './tenancy';

/**
 * A staff member's session in the console (CONSOLE.md 'Who'): a table of its own, so a staff token
 * can never be found by the students' session lookup, nor a student's by this one.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  sessionColumns({ staffId: ownerRef('staff_id', () => staff.id) }),
  (t) => [
    uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** The courses a faculty member works on (an admin has every course of the company). */
export const staffCourses = pgTable(
  'staff_courses',
  {
    staffId: ownerRef('staff_id', () => staff.id),
    courseId: ownerRef('course_id', () => courses.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.courseId] })],
);

/**
 * The weekly summaries mailed (issue 45 part 3): one row per member and ISO week ('2026-W49'), written
 * in the transaction that queues the mail, so two processes never send a member the same week twice.
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    companyCode: companyCode(),
    staffId: ownerRef('staff_id', () => staff.id),
    week: text('week').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.week] })],
);

/**
 * A console report kept because it is slow to compute (issue 45 part 4, decision 069): the page as
 * computed at `computedAt` for one subject (a test, a cohort) and one reader's scope ('*': the
 * company; else the sorted course ids of a teacher). Derived data, refreshed in the background while
 * it is read (`readAt`), and dropped when an act changes what it shows.
 */
export const reportSnapshots = pgTable(
  'report_snapshots',
  {
    companyCode: companyCode(),
    report: text('report').$type<'item-analysis' | 'cohort'>().notNull(),
    subject: text('subject').notNull(),
    scope: text('scope').notNull(),
    body: jsonb('body').notNull(),
    computedAt: timestampTz('computed_at').notNull(),
    readAt: timestampTz('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyCode, t.report, t.subject, t.scope] }),
    index('report_snapshots_read_idx').on(t.readAt),
  ],
);

/** Every write a staff member makes (CONSOLE.md): who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    companyCode: companyCode(),
    staffId: looseRef('staff_id', () => staff.id),
    /** What was done, e.g. `staff.login`, `support.reply`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_at_idx').on(t.companyCode, t.at)],
);

/**
 * Single-use secrets of staff (CONSOLE.md): an invitation to choose a password, a password reset,
 * or the step between a password and a TOTP code at sign-in. Only the SHA-256 of the token is kept.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'invite' | 'reset' | 'totp'>().notNull(),
    companyCode: companyCode(),
    staffId: ownerRef('staff_id', () => staff.id),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    /** Wrong codes against a TOTP step token; it is spent after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_uq').on(t.tokenHash), index('staff_tokens_staff_idx').on(t.staffId)],
);

/**
 * One-time recovery codes of a member's two-step sign-in (decision 054): ten made when TOTP is turned
 * on or the member asks for a new set, each standing in once for a TOTP code at sign-in. Only the
 * SHA-256 of a code (80 random bits) is kept; a new set, or TOTP turned off, deletes the old one.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    companyCode: companyCode(),
    staffId: ownerRef('staff_id', () => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_recovery_codes_staff_hash_uq').on(t.staffId, t.codeHash),
    index('staff_recovery_codes_company_idx').on(t.companyCode),
  ],
);
