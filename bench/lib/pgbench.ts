// The PostgreSQL ceiling of answer sync on this machine: pgbench running the database side of a
// sync-track call alone (a transaction upserting three answers of one attempt, as the API's
// upsertTracks does: `on conflict (student_test_id, item_id) do update ... where the stored
// track_number is lower`) into a scratch table shaped like `tracks` (LIKE tracks INCLUDING ALL: the
// same columns, primary key and index, no foreign keys), pre-filled with one row per (attempt,
// item) of the run. The script is generated to a temporary file; the table is dropped afterwards.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from './database';

const run = promisify(execFile);
const TABLE = 'bench_tracks_ceiling';
const ITEMS = 40;

export type PgbenchOptions = { clients: number; seconds: number; attempts: number };
export type PgbenchResult = {
  tps: number;
  latencyMs: number;
  transactions: number;
  failed: number;
  clients: number;
  seconds: number;
  rowsPerTransaction: 3;
};

const uuidOf = (expr: string) => `('00000000-0000-4000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`;

/** The pgbench script: BEGIN; one three-row upsert; COMMIT (extended protocol, like node-postgres). */
export function ceilingScript(attempts: number, epochMs: number): string {
  // trackNumber rises with time (microseconds since the script was written), so nearly every
  // upsert replaces the stored row, as a taker's newer answers do.
  const track = `(extract(epoch from clock_timestamp()) * 1000000 - ${epochMs * 1000})::bigint::int`;
  const row = (k: number) =>
    `(${uuidOf(':a')}, ${uuidOf(`:i + ${k}`)}, 'load-ceiling', ${uuidOf('1')}, ${uuidOf('2')}, ` +
    `${track}, 'option-' || (:i + ${k}), null, '[]'::jsonb, 3000, 40, false, '2026-01-01T09:00:00.000Z', now())`;
  return [
    `\\set a random(1, ${attempts})`,
    `\\set i random(1, ${ITEMS - 2})`,
    'BEGIN;',
    `INSERT INTO ${TABLE} AS t (student_test_id, item_id, company_code, student_id, section_id, track_number, selected_option_id, entered_text, input_responses, time_remaining, time_taken, marked, client_time_stamp, received_at) VALUES ${[0, 1, 2].map(row).join(', ')} ON CONFLICT (student_test_id, item_id) DO UPDATE SET section_id = excluded.section_id, track_number = excluded.track_number, selected_option_id = excluded.selected_option_id, entered_text = excluded.entered_text, input_responses = excluded.input_responses, time_remaining = excluded.time_remaining, time_taken = excluded.time_taken, marked = excluded.marked, client_time_stamp = excluded.client_time_stamp, received_at = excluded.received_at WHERE excluded.track_number > t.track_number RETURNING item_id;`,
    'COMMIT;',
    '',
  ].join('\n');
}

/** Runs the ceiling against `url` (a fresh database with no other load on it). */
export async function pgbenchCeiling(
  database: OpenedDatabase,
  url: string,
  opts: PgbenchOptions,
): Promise<PgbenchResult> {
  const attempts = Math.max(1, opts.attempts);
  await database.db.execute(sql.raw(`drop table if exists ${TABLE}`));
  await database.db.execute(sql.raw(`create table ${TABLE} (like tracks including all)`));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-pgbench-'));
  try {
    await database.db.execute(
      sql.raw(`insert into ${TABLE} (student_test_id, item_id, company_code, student_id, section_id,
        track_number, selected_option_id, input_responses, time_remaining, time_taken, marked, received_at)
      select ${uuidOf('a')}, ${uuidOf('i')}, 'load-ceiling', ${uuidOf('1')}, ${uuidOf('2')}, 0,
        'option-' || i, '[]'::jsonb, 3600, 0, false, now()
      from generate_series(1, ${attempts}) a cross join generate_series(1, ${ITEMS}) i`),
    );
    await database.db.execute(sql.raw(`vacuum analyze ${TABLE}`));
    const script = path.join(dir, 'sync-upsert.sql');
    fs.writeFileSync(script, ceilingScript(attempts, Date.now()));
    const { stdout } = await run(
      'pgbench',
      [
        '--no-vacuum',
        `--client=${opts.clients}`,
        `--jobs=${Math.min(2, opts.clients)}`,
        `--time=${opts.seconds}`,
        '--protocol=extended',
        `--file=${script}`,
        url,
      ],
      { timeout: (opts.seconds + 60) * 1000 },
    );
    const num = (re: RegExp) => Number(stdout.match(re)?.[1] ?? Number.NaN);
    return {
      tps: num(/tps = ([\d.]+) \(without initial connection time\)/),
      latencyMs: num(/latency average = ([\d.]+) ms/),
      transactions: num(/number of transactions actually processed: (\d+)/),
      failed: num(/number of failed transactions: (\d+)/) || 0,
      clients: opts.clients,
      seconds: opts.seconds,
      rowsPerTransaction: 3,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await database.db.execute(sql.raw(`drop table if exists ${TABLE}`));
  }
}
