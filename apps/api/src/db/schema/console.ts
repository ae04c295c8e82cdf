import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { staff } from './people';
import { companyCode } from './tenancy';

/**
 * A staff member's session in the console (CONSOLE.md 'Who'): a table of its own, so a staff token
 * can never be found by the students' session lookup, nor a student's by this one.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    companyCode: companyCode(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** The courses a faculty member works on (an admin has every course of the company). */
export const staffCourses = pgTable(
  'staff_courses',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.courseId] })],
);

/** Every write a staff member makes (CONSOLE.md): who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** What was done, e.g. `staff.login`, `support.reply`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'invite' | 'reset' | 'totp'>().notNull(),
    companyCode: companyCode(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes against a TOTP step token; it is spent after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_uq').on(t.tokenHash), index('staff_tokens_staff_idx').on(t.staffId)],
);
