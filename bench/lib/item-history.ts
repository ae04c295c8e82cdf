// Attempts with their answers, generated in the database for the console's reports at scale (issue
// 45 part 4, bench/report-scale.ts): each student takes the tests in turn, each attempt ended with
// an IELTS-like report and one marked answer per question of the test. Whether an answer is right
// follows a one-parameter logistic model (the student's ability against the question's difficulty,
// both normal), so the item statistics have something to find; a wrong choice picks a distractor
// at random. 1,000 students per statement, as lib/history.ts.
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from './database';
import { CORRECT_FROM_BANDS, IELTS_REPORT, idChunks, RANDOM_BANDS } from './history';

/** A standard normal draw in SQL (Box–Muller). */
const NORMAL = 'sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())';

export type ItemHistoryOptions = {
  companyCode: string;
  courseId: string;
  /** Taken in turn: a student's attempt g is of testIds[g % testIds.length]. */
  testIds: string[];
  studentIds: string[];
  perStudent: number;
  /** Ended attempts fall over this many days before now. */
  days: number;
};

/** Scratch tables of the generator (the benchmark's database is dropped afterwards). */
async function prepare(db: OpenedDatabase['db'], o: ItemHistoryOptions) {
  const tests = sql.param(o.testIds);
  await db.execute(sql`
    create unlogged table bench_tests as
    select t.id as test_id, (array_position(${tests}::uuid[], t.id) - 1) as n,
      (select jsonb_object_agg(s.id::text, (select coalesce(jsonb_agg(i.id::text order by i.order_no), '[]')
                                              from test_items i where i.section_id = s.id))
         from test_sections s where s.test_id = t.id and s.retired_at is null) as item_order
    from tests t where t.id = any(${tests}::uuid[])`);
  await db.execute(sql`
    create unlogged table bench_items as
    select s.test_id, i.id as item_id, i.section_id, i.order_no,
      ${sql.raw(NORMAL)} as difficulty,
      (select o.id::text from test_item_options o where o.item_id = i.id and o.is_correct
        order by o.order_no limit 1) as key_option,
      (select array_agg(o.id::text) from test_item_options o where o.item_id = i.id and not o.is_correct)
        as distractors
    from test_items i join test_sections s on s.id = i.section_id
    where s.test_id = any(${tests}::uuid[]) and s.retired_at is null`);
  await db.execute(sql`
    create unlogged table bench_ability as
    select s.id as student_id, ${sql.raw(NORMAL)} as ability
    from unnest(${sql.param(o.studentIds)}::uuid[]) as s(id)`);
}

async function insertAttempts(db: OpenedDatabase['db'], o: ItemHistoryOptions, ids: string) {
  await db.execute(sql`
    insert into student_tests (company_code, student_id, test_id, course_id, status, item_order,
      time_limit_seconds, started_at, deadline_at, ended_at, ended_by, score, report, created_at)
    select ${o.companyCode}, x.sid, x.test_id, ${o.courseId}::uuid, 'Completed', x.item_order, 3600,
      x.ended - interval '55 minutes', x.ended + interval '5 minutes', x.ended, 'student',
      round((x.l + x.r + x.w + x.s) / 2) / 2, ${sql.raw(IELTS_REPORT)}, x.ended - interval '1 hour'
    from (
      select b.*, ${sql.raw(CORRECT_FROM_BANDS)}
      from (
        select s.id as sid, t.test_id, t.item_order,
          now() - random() * make_interval(days => ${o.days}) as ended, ${sql.raw(RANDOM_BANDS)}
        from unnest(string_to_array(${ids}, ',')::uuid[]) as s(id)
        cross join generate_series(0, ${o.perStudent - 1}) as g
        join bench_tests t on t.n = g % ${o.testIds.length}
      ) b
    ) x`);
}

async function insertAnswers(db: OpenedDatabase['db'], o: ItemHistoryOptions, ids: string) {
  await db.execute(sql`
    insert into tracks (student_test_id, item_id, company_code, student_id, section_id, track_number,
      selected_option_id, time_taken, received_at, is_correct, points, answered)
    select y.attempt_id, y.item_id, ${o.companyCode}, y.student_id, y.section_id, y.order_no,
      case when y.key_option is null then null
           when y.right then y.key_option
           else coalesce(y.distractors[1 + floor(random() * cardinality(y.distractors))::int], y.key_option) end,
      (15 + random() * 90)::int, y.ended_at, y.right, case when y.right then 1 else 0 end, true
    from (
      select st.id as attempt_id, st.student_id, st.ended_at, i.item_id, i.section_id, i.order_no,
        i.key_option, i.distractors, random() < 1 / (1 + exp(i.difficulty - a.ability)) as right
      from student_tests st
      join bench_ability a on a.student_id = st.student_id
      join bench_items i on i.test_id = st.test_id
      where st.company_code = ${o.companyCode}
        and st.student_id = any(string_to_array(${ids}, ',')::uuid[])
    ) y`);
}

/** perStudent ended attempts per student, with every answer; `progress` after each 1,000 students. */
export async function insertItemHistory(
  database: OpenedDatabase,
  o: ItemHistoryOptions,
  progress: (students: number) => void = () => {},
) {
  const db = database.db;
  await prepare(db, o);
  let done = 0;
  for (const ids of idChunks(o.studentIds)) {
    await insertAttempts(db, o, ids);
    await insertAnswers(db, o, ids);
    done += ids.split(',').length;
    progress(done);
  }
  await db.execute(sql`drop table bench_tests, bench_items, bench_ability`);
}
