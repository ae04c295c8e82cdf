import type { FilePurpose } from '@portico/contract/storage';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { students } from './people';
import { companyCode } from './tenancy';

/** Every upload is one row (DATA-MODEL.md file_object); the bytes live in the storage driver. */
export const fileObjects = pgTable(
  'file_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    /** Null for files that belong to the company rather than to a student. */
    ownerStudentId: uuid('owner_student_id').references(() => students.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    /** `${companyCode}/${purpose}/${uuid}${ext}`: the company prefix keeps tenants apart in the bucket. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    /** Declared by the browser while pending; the type read from the bytes once stored. */
    contentType: text('content_type').notNull(),
    /** Null until the bytes have arrived. */
    size: integer('size'),
    status: text('status').$type<'pending' | 'stored'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('file_objects_storage_key_uq').on(t.storageKey),
    index('file_objects_owner_idx').on(t.companyCode, t.ownerStudentId),
  ],
);
