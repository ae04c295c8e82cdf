import type { PushKind } from '@portico/contract/push';
import { boolean, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerRef, timestampTz } from './columns';
import { students } from './people';
import { companyCode } from './tenancy';

/**
 * A device's web push subscription (issue 46 part 3, decision 072): the push service's address and the
 * browser's keys. A device belongs to whoever signed in on it last: the endpoint is unique, and a
 * subscription posted again by another student moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret (16 bytes, base64url). */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestampTz('last_sent_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_student_idx').on(t.studentId),
  ],
);

/** A kind of reminder the student switched off (no row: on). */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    kind: text('kind').$type<PushKind>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.kind] })],
);

/**
 * A reminder sent by a periodic pass: its key (the live class's id, the day of the reviews due) is
 * claimed in the transaction that queues its messages, so each is sent once however many API
 * processes run the pass.
 */
export const pushRemindersSent = pgTable(
  'push_reminders_sent',
  {
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    kind: text('kind').$type<PushKind>().notNull(),
    key: text('key').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.kind, t.key] }),
    index('push_reminders_sent_at_idx').on(t.sentAt),
  ],
);

/**
 * The deployment's VAPID key pair when the configuration names none: made once by the first process
 * and read by every other, so all of them sign with the key the browsers subscribed with.
 */
export const vapidKeys = pgTable('vapid_keys', {
  /** Always 1: one row. */
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
