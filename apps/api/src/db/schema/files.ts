import type { FilePurpose } from '@portico/contract/storage';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, looseRef, timestampTz } from './columns';
import { students } from './people';
import { companyCode } from './tenancy';

/** Every upload is one row (DATA-MODEL.md file_object); the bytes live in the storage driver. */
export const fileObjects = pgTable(
  'file_objects',
  {
    id: id(),
    companyCode: companyCode(),
    /** Null for files that belong to the company rather than to a student. */
    ownerStudentId: looseRef('owner_student_id', () => students.id),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    /** `${companyCode}/${purpose}/${uuid}${ext}`: the company prefix keeps tenants apart in the bucket. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    /** Declared by the browser while pending; the type read from the bytes once stored. */
    contentType: text('content_type').notNull(),
    /** Null until the bytes have arrived. */
    size: integer('size'),
    status: text('status').$type<'pending' | 'stored'>().notNull().default('pending'),
    createdAt: createdAt(),
    uploadedAt: timestampTz('uploaded_at'),
  },
  (t) => [
    uniqueIndex('file_objects_storage_key_uq').on(t.storageKey),
    index('file_objects_owner_idx').on(t.companyCode, t.ownerStudentId),
  ],
);
