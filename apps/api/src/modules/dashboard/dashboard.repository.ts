import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedRead } from '../../db/prepared';
import { type CourseDashboard, enrolments, type VideoSection } from '../../db/schema';
import type { ClassScheduleRow } from '../live-classes/class-schedule';
import type { NotificationWithAction } from '../notifications/notifications.repository';
import { grantAt, openAt } from '../tenancy/owned-rows.repository';

/** How many ended attempts of a course feed the performance card (the most recent ones). */
export const PROGRESS_ATTEMPTS = 200;
/** spec 1 §9: the noticeboard shows up to six active notices. */
const NOTICES = 6;

export type DashboardCourseRow = {
  id: string;
  courseName: string;
  examFamily: string;
  dashboard: CourseDashboard | null;
};
export type DashboardVideoRow = {
  id: string;
  section: VideoSection;
  title: string;
  thumbnail: string;
  content: string;
  isVimeo: boolean;
  duration: number;
  status: string | null;
  position: number | null;
};
/**
 * One section kind (referenceType, else title) over the recent ended attempts (the level check
 * aside), each attempt counted once: the four Listening parts of a mock are one Listening result.
 */
export type ProgressRow = {
  kind: string;
  /** Mean of the attempts' bands (faculty bands first); null when none has one. */
  band: number | null;
  /** Attempts with a band. */
  bands: number;
  /** Mean of the attempts' per cent correct, answers waiting for the teacher left out; null when none. */
  accuracy: number | null;
  /** Attempts with a per cent correct. */
  scored: number;
  /** Attempts whose answers of this kind wait for the teacher. */
  awaiting: number;
};
export type DashboardClassRow = ClassScheduleRow & { batchId: string; batchName: string; attended: boolean };
export type DashboardNoticeRow = NotificationWithAction;
export type DashboardRows = {
  course: DashboardCourseRow | null;
  /** The latest end of access of the enrolments in the course begun by now (null: none). */
  endsAt: Date | null;
  /** The earliest start still ahead of an enrolment in the course (null: none). */
  startsAt: Date | null;
  /** Staff revoked every enrolment that gives the course. */
  revoked: boolean;
  frenchEnabled: boolean;
  scoreReportVerified: boolean;
  videos: DashboardVideoRow[];
  progress: ProgressRow[];
  stats: { totalTestTaken: number; liveClassAttendedCount: number; videosWatchedCount: number };
  classes: DashboardClassRow[];
  notices: DashboardNoticeRow[];
};

type Filter = {
  companyCode: string;
  studentId: string;
  courseId: string;
  now: Date;
  classesFrom: Date;
  classesTo: Date;
  withNotices: boolean;
};

type Key = 'co' | 'st' | 'cid' | 'now' | 'classesFrom' | 'classesTo' | 'withNotices';
/** A named value of the dashboard statement, filled in on each call. */
type Param = (key: Key) => Placeholder<Key>;

/** The course card: the course's name, exam and dashboard settings. */
function courseColumn(p: Param) {
  return sql`(select json_build_object('id', c.id, 'courseName', c.course_name, 'examFamily', c.exam_family,
                                  'dashboard', c.dashboard)
           from courses c where c.company_code = ${p('co')} and c.id = ${p('cid')}) as course`;
}

/** Whether the student has a verified score report. */
function verifiedColumn(p: Param) {
  return sql`exists (select 1 from score_reports sr
                 where sr.company_code = ${p('co')} and sr.student_id = ${p('st')} and sr.status = 'verified')
          as "scoreReportVerified"`;
}

/** The video library: the company's active videos (of every course or this one), with the student's progress. */
function videosColumn(p: Param) {
  return sql`(select coalesce(json_agg(v order by v.section, v."orderNo", v.title), '[]'::json) from (
           select v.id, v.section, v.title, v.thumbnail, v.content, v.is_vimeo as "isVimeo", v.duration,
                  v.order_no as "orderNo", ua.status, ua.duration as position
             from videos v
             left join user_actions ua
               on ua.company_code = ${p('co')} and ua.student_id = ${p('st')} and ua.reference_id = v.id
            where v.company_code = ${p('co')} and v.is_active and (v.course_id is null or v.course_id = ${p('cid')})
         ) v) as videos`;
}

/** The performance card, per section kind over the recent ended attempts (ProgressRow). */
function progressColumn(p: Param) {
  const band = sql`coalesce((a.evaluated_bands ->> (s ->> 'referenceType'))::float8, (s ->> 'band')::float8)`;
  return sql`(select coalesce(json_agg(p order by p.kind), '[]'::json) from (
           select k.kind,
                  avg(k.band) as band,
                  count(k.band)::int as bands,
                  avg(k.accuracy) as accuracy,
                  count(k.accuracy)::int as scored,
                  count(*) filter (where k.awaiting > 0)::int as awaiting
             from (
               -- One row per attempt and kind: a skill's sections (IELTS Listening parts 1-4) share its band.
               select m.kind, m.band, m.awaiting,
                      case when m.total > m.awaiting then 100.0 * m.correct / (m.total - m.awaiting) end as accuracy
                 from (
                   select a.id,
                          case when coalesce(s ->> 'referenceType', '') in ('', 'Overall') then s ->> 'title'
                               else s ->> 'referenceType' end as kind,
                          max(${band}) filter (where ${band} >= 0) as band,
                          coalesce(sum((s ->> 'correctAnswer')::int), 0) as correct,
                          coalesce(sum((s ->> 'totalQuestions')::int), 0) as total,
                          -- Attempted, neither right nor wrong: waiting for the teacher (reports' awaitingOf).
                          coalesce(sum(greatest((s ->> 'questionsAttempted')::int - (s ->> 'correctAnswer')::int
                                                - (s ->> 'inCorrectAnswer')::int, 0)), 0) as awaiting
                     from (select t.id, t.report, t.evaluated_bands from student_tests t
                            where t.company_code = ${p('co')} and t.student_id = ${p('st')} and t.course_id = ${p('cid')}
                              and t.ended_at is not null and t.report ->> 'englishLevel' is null
                            order by t.ended_at desc limit ${PROGRESS_ATTEMPTS}) a
                     cross join lateral jsonb_array_elements(coalesce(a.report -> 'sections', '[]'::jsonb)) s
                    group by a.id, 2
                 ) m
             ) k
            group by k.kind
         ) p) as progress`;
}

/** The attempts the student has ended in this course. */
function testsTakenColumn(p: Param) {
  return sql`(select count(*)::int from student_tests t
          where t.company_code = ${p('co')} and t.student_id = ${p('st')} and t.course_id = ${p('cid')}
            and t.ended_at is not null) as "totalTestTaken"`;
}

/** The live classes of the student's batches of this course within the window. */
function classesColumn(p: Param) {
  return sql`(select coalesce(json_agg(k order by k."classDateTime"), '[]'::json) from (
           select lc.id, lc.class_name as "className", lc.agenda, lc.class_date_time as "classDateTime",
                  lc.duration_minutes as "durationMinutes", lc.join_url as "joinUrl", lc.status,
                  b.id as "batchId", b.batch_name as "batchName",
                  exists (select 1 from user_actions ua
                           where ua.company_code = ${p('co')} and ua.student_id = ${p('st')}
                             and ua.reference_id = lc.id and ua.status = 'Attended') as attended
             from batch_enrolments be
             join live_class_batches b on b.id = be.batch_id
             join live_classes lc on lc.batch_id = b.id
            where be.company_code = ${p('co')} and be.student_id = ${p('st')} and b.course_id = ${p('cid')} and b.is_enabled
              and lc.class_date_time > ${p('classesFrom')}::timestamptz
              and lc.class_date_time < ${p('classesTo')}::timestamptz
         ) k) as classes`;
}

/** The noticeboard. */
function noticesColumn(p: Param) {
  return sql`(select coalesce(json_agg(n order by n."createdAt" desc, n.id desc), '[]'::json) from (
           select n.id, n.company_code as "companyCode", n.type, n.title, n.short_description as "shortDescription",
                  n.description, n.image, n.is_important as "isImportant", n.is_active as "isActive",
                  n.order_no as "orderNo", n.created_at as "createdAt", ua.is_read as "isRead"
             from notifications n
             left join user_actions ua
               on ua.company_code = ${p('co')} and ua.student_id = ${p('st')} and ua.reference_id = n.id
            where ${p('withNotices')}::boolean and n.company_code = ${p('co')} and n.type = 'notice' and n.is_active
              and n.student_id is null
              -- The company's notices and this course's; a course not the student's is refused.
              and (n.course_id is null or n.course_id = ${p('cid')})
              and (n.publish_at is null or n.publish_at <= ${p('now')}::timestamptz)
              and (n.unpublish_at is null or n.unpublish_at > ${p('now')}::timestamptz)
            order by n.created_at desc, n.id desc
            limit ${NOTICES}
         ) n) as notices`;
}

/**
 * What the student's enrolments in this course say now (grantAt: the latest end of those begun, the
 * earliest start still ahead, whether staff revoked every one), and whether a French course is open
 * to them (an enrolment holding the moment: openAt).
 */
function enrolmentAccess(p: Param) {
  const now = sql`${p('now')}::timestamptz`;
  const grant = grantAt(now, sql`pc.course_id = ${p('cid')}`);
  return sql`select ${grant.endsAt} as ends_at, ${grant.startsAt} as starts_at, ${grant.revoked} as revoked,
               coalesce(bool_or(c.exam_family = 'french' and ${openAt(now)}), false) as french
          from ${enrolments}
          join product_courses pc on pc.product_id = ${enrolments.productId}
          join courses c on c.id = pc.course_id
         where ${enrolments.companyCode} = ${p('co')} and ${enrolments.studentId} = ${p('st')}`;
}

/** Portal usage: live classes attended and videos watched. */
function usageCounts(p: Param) {
  return sql`select count(*) filter (where ua.object_type = 'LiveClass' and ua.status = 'Attended')::int as classes,
               count(*) filter (where ua.reference_type = 'Video' and ua.status = 'Completed')::int as videos
          from user_actions ua
         where ua.student_id = ${p('st')} and ua.company_code = ${p('co')} and ua.reference_type in ('Video', 'Batch')`;
}

/**
 * The reads behind `GET dashboard`, as one statement: one round trip, every part an indexed
 * lookup, the performance card aggregated in the database, rendered once and prepared
 * (decision 008, bench/dashboard-load.ts), from the parts above, one per card.
 */
const dashboardRead = new PreparedRead<Key>(
  'portico_dashboard_v10',
  (p) => sql`
      select
        ${courseColumn(p)},
        acc.ends_at as "endsAt",
        acc.starts_at as "startsAt",
        acc.revoked as "revoked",
        acc.french as "frenchEnabled",
        ${verifiedColumn(p)},
        ${videosColumn(p)},
        ${progressColumn(p)},
        -- Portal usage counts this course's attempts only, not every course's.
        ${testsTakenColumn(p)},
        ua_counts.classes as "liveClassAttendedCount",
        ua_counts.videos as "videosWatchedCount",
        ${classesColumn(p)},
        ${noticesColumn(p)}
      from (
        ${enrolmentAccess(p)}
      ) acc,
      (
        ${usageCounts(p)}
      ) ua_counts`,
);

export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async read(f: Filter): Promise<DashboardRows> {
    const [r] = await dashboardRead.rows<RawRow>(this.db, {
      co: f.companyCode,
      st: f.studentId,
      cid: f.courseId,
      now: f.now.toISOString(),
      classesFrom: f.classesFrom.toISOString(),
      classesTo: f.classesTo.toISOString(),
      withNotices: f.withNotices,
    });
    if (!r) throw new Error('the dashboard statement returned no row');
    return {
      course: json<DashboardCourseRow | null>(r.course),
      endsAt: r.endsAt ? new Date(r.endsAt) : null,
      startsAt: r.startsAt ? new Date(r.startsAt) : null,
      revoked: Boolean(r.revoked),
      frenchEnabled: Boolean(r.frenchEnabled),
      scoreReportVerified: Boolean(r.scoreReportVerified),
      videos: json<DashboardVideoRow[]>(r.videos),
      progress: json<ProgressRow[]>(r.progress),
      stats: {
        totalTestTaken: Number(r.totalTestTaken),
        liveClassAttendedCount: Number(r.liveClassAttendedCount),
        videosWatchedCount: Number(r.videosWatchedCount),
      },
      classes: json<(Omit<DashboardClassRow, 'classDateTime'> & { classDateTime: string })[]>(r.classes).map(
        (c) => ({ ...c, classDateTime: new Date(c.classDateTime) }),
      ),
      notices: json<(Omit<DashboardNoticeRow, 'createdAt'> & { createdAt: string })[]>(r.notices).map(
        (n) => ({
          ...n,
          createdAt: new Date(n.createdAt),
        }),
      ),
    };
  }
}

type RawRow = {
  course: unknown;
  endsAt: string | Date | null;
  startsAt: string | Date | null;
  revoked: boolean;
  frenchEnabled: boolean;
  scoreReportVerified: boolean;
  videos: unknown;
  progress: unknown;
  totalTestTaken: number | string;
  liveClassAttendedCount: number | string;
  videosWatchedCount: number | string;
  classes: unknown;
  notices: unknown;
};

/** node-postgres parses json columns; PGlite may hand back text. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
