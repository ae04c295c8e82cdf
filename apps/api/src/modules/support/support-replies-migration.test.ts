import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uid } from '../../../test/harness';
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };

/**
 * The migration that makes support tickets a thread and links a score report to its reward
 * enrolment carries the data a deployed portal already holds: each ticket's single answer becomes
 * its first reply, and each reward a verify granted is linked, so a reject can withdraw it.
 */
const migrations = path.join(import.meta.dirname, '../../db/migrations');
const mine = journal.entries.findIndex((e) => e.tag.endsWith('_support_replies'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-migration-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The migrations folder as it was just before this migration. */
function folderBefore(): string {
  const dir = path.join(tmp, 'before');
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, mine);
  for (const e of entries)
    fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

type Empty = {
  migrate: (folder: string) => Promise<void>;
  exec: (sql: string) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  close: () => Promise<void>;
};

/** A new database with no migration applied: PGlite, or one of its own on the run's PostgreSQL. */
async function emptyDatabase(): Promise<Empty> {
  const url = inject('databaseUrl');
  if (!url) {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      exec: async (sql) => void (await client.exec(sql)),
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
    };
  }
  const name = `portico_migration_${uid()}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: own.toString() });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe('the support replies migration', () => {
  // Two migration runs of a new PGlite: slow on a busy machine, never a measure of speed.
  it('turns each answer into the first reply and links each granted reward', {
    timeout: 180_000,
  }, async () => {
    expect(mine).toBeGreaterThan(0);
    const db = await emptyDatabase();
    try {
      await db.migrate(folderBefore());
      await db.exec(`
        insert into companies (code, account_id, company_name, short_name, primary_host)
          values ('m1', 'm1', 'M One', 'm1', 'm1.test');
        insert into students (id, company_code, name, email)
          values ('00000000-0000-4000-8000-000000000001', 'm1', 'Asha', 'asha@m1.test');
        insert into staff (id, company_code, name, email, role)
          values ('00000000-0000-4000-8000-000000000002', 'm1', 'Ritu', 'ritu@m1.test', 'admin');
        insert into support_tickets (id, company_code, student_id, subject, support_type, description, status,
            admin_response, answered_at, answered_by_staff_id, created_at, updated_at)
          values
          ('00000000-0000-4000-8000-000000000011', 'm1', '00000000-0000-4000-8000-000000000001', 'Answered',
            'other', 'Q1', 'Answered', '<p>Yes.</p>', '2026-11-02T10:00:00Z',
            '00000000-0000-4000-8000-000000000002', '2026-11-01T10:00:00Z', '2026-11-03T10:00:00Z'),
          ('00000000-0000-4000-8000-000000000012', 'm1', '00000000-0000-4000-8000-000000000001', 'Waiting',
            'other', 'Q2', 'Open', null, null, null, '2026-11-01T11:00:00Z', '2026-11-01T11:00:00Z'),
          ('00000000-0000-4000-8000-000000000013', 'm1', '00000000-0000-4000-8000-000000000001', 'Old answer',
            'other', 'Q3', 'Closed', '<p>Done.</p>', null, null, '2026-11-01T12:00:00Z', '2026-11-04T12:00:00Z'),
          ('00000000-0000-4000-8000-000000000014', 'm1', '00000000-0000-4000-8000-000000000001', 'Twice',
            'other', 'Q4', 'Answered', '<p>Second.</p>', '2026-11-02T08:00:00Z',
            '00000000-0000-4000-8000-000000000002', '2026-11-01T13:00:00Z', '2026-11-03T08:00:00Z');
        -- The console replaced the first answer of 'Twice'; its audit entries kept both.
        insert into audit_log (company_code, staff_id, action, entity, entity_id, before, after, at)
          values
          ('m1', '00000000-0000-4000-8000-000000000002', 'support.reply', 'support_ticket',
            '00000000-0000-4000-8000-000000000014', '{"adminResponse":null}', '{"adminResponse":"<p>First.</p>"}',
            '2026-11-02T08:00:00Z'),
          ('m1', null, 'support.reply', 'support_ticket',
            '00000000-0000-4000-8000-000000000014', '{"adminResponse":"<p>First.</p>"}',
            '{"adminResponse":"<p>Second.</p>"}', '2026-11-03T08:00:00Z'),
          ('m1', '00000000-0000-4000-8000-000000000002', 'support.assign', 'support_ticket',
            '00000000-0000-4000-8000-000000000014', '{}', '{"adminResponse":"<p>Second.</p>"}',
            '2026-11-03T09:00:00Z');
        insert into products (id, company_code, title, slug, validity_days)
          values ('00000000-0000-4000-8000-000000000021', 'm1', 'Free French', 'reward', 28);
        insert into file_objects (id, company_code, purpose, storage_key, file_name, content_type)
          values ('00000000-0000-4000-8000-000000000031', 'm1', 'score-document', 'm1/trf', 'trf.pdf', 'application/pdf');
        insert into score_reports (id, company_code, student_id, listening, reading, writing, speaking, overall,
            exam_date, trf_number, file_id, status, reward_granted_at)
          values ('00000000-0000-4000-8000-000000000041', 'm1', '00000000-0000-4000-8000-000000000001',
            7, 7, 7, 7, 7, '2026-10-01', 'T1', '00000000-0000-4000-8000-000000000031', 'verified',
            '2026-11-05T09:00:00.123456Z');
        insert into enrolments (id, company_code, student_id, product_id, starts_at, expires_at, source)
          values
          ('00000000-0000-4000-8000-000000000051', 'm1', '00000000-0000-4000-8000-000000000001',
            '00000000-0000-4000-8000-000000000021', '2026-10-01T00:00:00Z', '2026-10-29T00:00:00Z', 'staff'),
          ('00000000-0000-4000-8000-000000000052', 'm1', '00000000-0000-4000-8000-000000000001',
            '00000000-0000-4000-8000-000000000021', '2026-11-05T09:00:00.123456Z', '2026-12-03T09:00:00.123456Z',
            'staff');
      `);

      await db.migrate(migrations);

      const replies = await db.rows<{
        ticket_id: string;
        author: string;
        staff_id: string | null;
        student_id: string | null;
        body: string;
        created_at: Date;
      }>(
        'select ticket_id, author, staff_id, student_id, body, created_at from support_replies order by ticket_id, created_at',
      );
      expect(replies).toEqual([
        {
          ticket_id: '00000000-0000-4000-8000-000000000011',
          author: 'staff',
          staff_id: '00000000-0000-4000-8000-000000000002',
          student_id: null,
          body: '<p>Yes.</p>',
          created_at: new Date('2026-11-02T10:00:00Z'),
        },
        {
          // An answer with no recorded time dates from the ticket's last change.
          ticket_id: '00000000-0000-4000-8000-000000000013',
          author: 'staff',
          staff_id: null,
          student_id: null,
          body: '<p>Done.</p>',
          created_at: new Date('2026-11-04T12:00:00Z'),
        },
        {
          ticket_id: '00000000-0000-4000-8000-000000000014',
          author: 'staff',
          staff_id: '00000000-0000-4000-8000-000000000002',
          student_id: null,
          body: '<p>First.</p>',
          created_at: new Date('2026-11-02T08:00:00Z'),
        },
        {
          ticket_id: '00000000-0000-4000-8000-000000000014',
          author: 'staff',
          staff_id: null,
          student_id: null,
          body: '<p>Second.</p>',
          created_at: new Date('2026-11-03T08:00:00Z'),
        },
      ]);
      const linked = await db.rows<{ reward_enrolment_id: string | null }>(
        'select reward_enrolment_id from score_reports',
      );
      expect(linked).toEqual([{ reward_enrolment_id: '00000000-0000-4000-8000-000000000052' }]);
    } finally {
      await db.close();
    }
  });
});
