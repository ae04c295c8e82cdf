// Years of dashboard history, generated in the database with INSERT ... SELECT over generate_series,
// 1,000 students per statement: ended attempts of a test with IELTS-like reports, spread over three
// years and across each student's courses (from their enrolments), and actions (videos
// InProgress/Completed, notices read, past classes of the student's batches Attended). Shared by
// dashboard-load.ts (30 attempts and 40 actions per student) and mixed-load.ts (a lighter history).
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from './database';

const CHUNK = 1000;

/** A section of the stored report, built in SQL from a band column `b` and a correct-answers column `c`. */
function reportSection(title: string, band: string, correct: string, total: number): string {
  return `jsonb_build_object(
    'id', gen_random_uuid()::text, 'title', '${title}', 'referenceType', '${title}',
    'score', ${correct}, 'totalQuestions', ${total}, 'questionsAttempted', least(${total}, ${correct} + 2),
    'correctAnswer', ${correct}, 'inCorrectAnswer', least(${total}, ${correct} + 2) - ${correct},
    'skippedAnswer', ${total} - least(${total}, ${correct} + 2),
    'accuracy', round(100.0 * ${correct} / ${total}, 2)::text, 'timeTaken', 600 + (random() * 2400)::int,
    'band', ${band}, 'scaledScore', null)`;
}

/**
 * An IELTS-like stored report, in SQL over a row `x` with bands `l`, `r`, `w`, `s` and correct
 * answers `lc`, `rc` (Listening and Reading, of 40 each).
 */
export const IELTS_REPORT = `jsonb_build_object(
  'totalQuestions', 84, 'questionsAttempted', least(84, x.lc + x.rc + 6),
  'correctAnswer', x.lc + x.rc, 'inCorrectAnswer', least(84, x.lc + x.rc + 6) - x.lc - x.rc,
  'skippedAnswer', 84 - least(84, x.lc + x.rc + 6),
  'accuracy', round(100.0 * (x.lc + x.rc) / 80, 2)::text, 'score', x.lc + x.rc,
  'band', round((x.l + x.r + x.w + x.s) / 2) / 2,
  'sections', jsonb_build_array(
    ${reportSection('Listening', 'x.l', 'x.lc', 40)},
    ${reportSection('Reading', 'x.r', 'x.rc', 40)},
    ${reportSection('Writing', 'x.w', 'round(x.w)::int', 2)},
    ${reportSection('Speaking', 'x.s', 'round(x.s)::int', 2)}),
  'lateAnswers', 0)`;

/** Random half bands of one attempt as columns `l`, `r` (4–9), `w`, `s` (4–8.5). */
export const RANDOM_BANDS = `round((4 + random() * 5) * 2) / 2 as l, round((4 + random() * 5) * 2) / 2 as r,
  round((4 + random() * 4.5) * 2) / 2 as w, round((4 + random() * 4.5) * 2) / 2 as s`;

/** Correct answers of 40 from the Listening and Reading bands, as columns `lc`, `rc`. */
export const CORRECT_FROM_BANDS = 'least(40, (b.l * 4.4)::int) as lc, least(40, (b.r * 4.4)::int) as rc';

export function idChunks(studentIds: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < studentIds.length; i += CHUNK) out.push(studentIds.slice(i, i + CHUNK).join(','));
  return out;
}

/** `perStudent` ended attempts of `testId` per student, each with a 1.7 KB report. */
export async function insertAttemptHistory(
  database: OpenedDatabase,
  opts: { companyCode: string; testId: string; studentIds: string[]; perStudent: number },
) {
  const { companyCode, testId } = opts;
  const db = database.db;
  for (const ids of idChunks(opts.studentIds)) {
    await db.execute(sql`
    insert into student_tests (company_code, student_id, test_id, course_id, status, item_order,
      time_limit_seconds, started_at, deadline_at, ended_at, ended_by, score, report, created_at)
    select ${companyCode}, x.sid, ${testId}::uuid, x.course_id, 'Completed', '{}'::jsonb, 3600,
      x.ended - interval '55 minutes', x.ended + interval '5 minutes', x.ended, 'student',
      round((x.l + x.r + x.w + x.s) / 2) / 2,
      ${sql.raw(IELTS_REPORT)},
      x.ended - interval '1 hour'
    from (
      select b.sid, b.course_id, b.ended, b.l, b.r, b.w, b.s,
        ${sql.raw(CORRECT_FROM_BANDS)}
      from (
        select s.id as sid, c.cs[1 + (g % array_length(c.cs, 1))] as course_id,
          now() - random() * interval '1095 days' as ended,
          ${sql.raw(RANDOM_BANDS)}
        from unnest(string_to_array(${ids}, ',')::uuid[]) as s(id)
        cross join lateral (
          select array_agg(distinct pc.course_id) as cs
          from enrolments e join product_courses pc on pc.product_id = e.product_id
          where e.company_code = ${companyCode} and e.student_id = s.id
        ) c
        cross join generate_series(1, ${opts.perStudent}) as g
      ) b
    ) x`);
  }
}

/**
 * Up to `perStudent` actions per student: a random pick among the company's videos and notices and
 * the past classes of the student's batches (one row per reference, as the upsert keeps it).
 */
export async function insertActionHistory(
  database: OpenedDatabase,
  opts: { companyCode: string; studentIds: string[]; perStudent: number },
) {
  const { companyCode } = opts;
  const db = database.db;
  for (const ids of idChunks(opts.studentIds)) {
    await db.execute(sql`
      insert into user_actions (id, company_code, student_id, reference_id, reference_type, object_type,
        status, is_read, duration, course_id, time_stamp)
      select ${companyCode} || '_' || x.sid || '_' || x.ref, ${companyCode}, x.sid, x.ref, x.kind,
        case x.kind when 'Video' then 'Video' when 'Batch' then 'LiveClass' else '' end,
        case x.kind when 'Video' then (case when random() < 0.6 then 'Completed' else 'InProgress' end)
          when 'Batch' then 'Attended' end,
        x.kind = 'Notice',
        case x.kind when 'Video' then round((random() * 600)::numeric, 1)::float8 else 0 end,
        x.course_id, now() - random() * interval '1095 days'
      from (
        select s.id as sid, r.ref, r.kind, r.course_id,
          row_number() over (partition by s.id order by random()) as n
        from unnest(string_to_array(${ids}, ',')::uuid[]) as s(id)
        cross join lateral (
          select v.id as ref, 'Video' as kind, v.course_id from videos v where v.company_code = ${companyCode}
          union all
          select nt.id, 'Notice', null from notifications nt
            where nt.company_code = ${companyCode} and nt.type = 'notice'
          union all
          select lc.id, 'Batch', lb.course_id from batch_enrolments be
            join live_classes lc on lc.batch_id = be.batch_id
            join live_class_batches lb on lb.id = be.batch_id
            where be.student_id = s.id and lc.class_date_time < now()
        ) r
      ) x
      where x.n <= ${opts.perStudent}`);
  }
}
