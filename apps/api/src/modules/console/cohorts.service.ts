import {
  ACTIVITY_WORDS,
  COHORT_WORK_DAYS,
  type CohortKind,
  type CohortStudent,
  type CohortSummary,
  type CohortView,
  CohortMessages as M,
  QUIET_DAYS_DEFAULT,
  type StudentRecord,
} from '@portico/contract/console-cohorts';
import { examOf } from '@portico/contract/score-gap';
import { examScoring, type ScoreExam, type ScoreTargets } from '@portico/contract/score-meaning';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { type Actor, courseScope } from '../../lib/staff-actor';
import type { ExportTable } from '../../lib/table-export';
import { predictMeasures } from '../prediction/prediction-build';
import {
  activityOf,
  atQuietDays,
  attendanceShare,
  byConcern,
  countsOf,
  headlineOf,
  targetCounts,
  weakestOf,
} from './cohort-figures';
import { recordOf } from './cohort-record';
import type { CohortAttempt, CohortsRepository } from './cohorts.repository';
import type { ReportSnapshots } from './report-snapshots';

const DAY_MS = 86_400_000;
const REPORT = 'cohort';
/** Students whose attempts are read and predicted at a time (a course may have thousands). */
const PREDICTION_CHUNK = 250;

/** A course or a batch: whose students form the cohort, and the course its work is read in. */
interface Cohort {
  kind: CohortKind;
  id: string;
  name: string;
  courseId: string;
  courseName: string;
  examFamily: string;
}

type Member = { groupId: string; studentId: string };

const iso = (at: Date | undefined) => (at ? at.toISOString() : null);

/**
 * Console › Cohorts (issue 45 part 2): each course's and live-class batch's students — who is active,
 * who has gone quiet, their predicted scores against their targets, the classes they attend — and the
 * skills and question types the cohort gets wrong most; a student's whole record. A teacher reads
 * the cohorts of their courses, an admin the company's. Computed from the read replica when there is
 * one; a cohort that is slow to compute is kept as a snapshot (part 4, `ReportSnapshots`) with every
 * student's days since their last activity, so any quiet line is drawn from it.
 */
export class CohortsService {
  constructor(
    private readonly repo: CohortsRepository,
    private readonly clock: Clock,
    private readonly snapshots: ReportSnapshots,
  ) {
    snapshots.define(REPORT, async (key) => {
      const [kind, id] = key.subject.split(':') as [CohortKind, string];
      return this.compute(key.companyCode, await this.cohort(key.companyCode, null, kind, id));
    });
  }

  async list(
    actor: Actor,
  ): Promise<{ courses: CohortSummary[]; batches: CohortSummary[]; quietDays: number }> {
    const companyCode = actor.staff.companyCode;
    const now = this.clock.now();
    const [courses, batches] = await Promise.all([
      this.repo.courses(companyCode, courseScope(actor)),
      this.repo.batches(companyCode, courseScope(actor)),
    ]);
    const [inCourses, inBatches] = await Promise.all([
      this.repo.courseMembers(
        companyCode,
        courses.map((c) => c.id),
        now,
      ),
      this.repo.batchMembers(
        companyCode,
        batches.map((b) => b.id),
      ),
    ]);
    const activity = await this.repo.lastActivity(companyCode, [
      ...new Set([...inCourses, ...inBatches].map((m) => m.studentId)),
    ]);
    const summary =
      (kind: CohortKind, members: Map<string, Member[]>) =>
      (g: { id: string; name: string; courseName?: string }) => {
        const counts = { active: 0, quiet: 0, never: 0 };
        const own = members.get(g.id) ?? [];
        for (const m of own)
          counts[activityOf(activity.get(m.studentId), now, QUIET_DAYS_DEFAULT).status] += 1;
        return {
          kind,
          id: g.id,
          name: g.name,
          courseName: g.courseName ?? g.name,
          students: own.length,
          ...counts,
        };
      };
    return {
      courses: courses.map(
        summary(
          'courses',
          groupBy(inCourses, (m) => m.groupId),
        ),
      ),
      batches: batches.map(
        summary(
          'batches',
          groupBy(inBatches, (m) => m.groupId),
        ),
      ),
      quietDays: QUIET_DAYS_DEFAULT,
    };
  }

  /** The course or batch, if it is in the scope of `courseIds` (null: the company's). */
  private async cohort(
    companyCode: string,
    courseIds: string[] | null,
    kind: CohortKind,
    id: string,
  ): Promise<Cohort> {
    const rows =
      kind === 'courses'
        ? (await this.repo.courses(companyCode, courseIds)).map((c) => ({
            ...c,
            courseId: c.id,
            courseName: c.name,
          }))
        : await this.repo.batches(companyCode, courseIds);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(M.notFound);
    return { kind, ...row };
  }

  /** What the cohort's page is made of, read in parallel where the reads do not depend on each other. */
  private async facts(companyCode: string, cohort: Cohort, now: Date, exam: ScoreExam | null) {
    const members =
      cohort.kind === 'courses'
        ? await this.repo.courseMembers(companyCode, [cohort.id], now)
        : await this.repo.batchMembers(companyCode, [cohort.id]);
    const ids = [...new Set(members.map((m) => m.studentId))];
    // A course's classes are those of its batches, each student's of the batches they are in.
    const batchIds =
      cohort.kind === 'batches'
        ? [cohort.id]
        : (await this.repo.batches(companyCode, [cohort.courseId])).map((b) => b.id);
    const since = new Date(now.getTime() - COHORT_WORK_DAYS * DAY_MS);
    const [people, activity, ended, predictions, answers, classes, seats] = await Promise.all([
      this.repo.students(companyCode, ids),
      this.repo.lastActivity(companyCode, ids),
      this.repo.testsEnded(companyCode, cohort.courseId, ids),
      this.predictions(companyCode, cohort.courseId, ids, exam, now),
      this.repo.answersByType(companyCode, cohort.courseId, ids, since),
      this.repo.heldClasses(companyCode, batchIds, now),
      cohort.kind === 'batches' ? Promise.resolve(members) : this.repo.batchMembers(companyCode, batchIds),
    ]);
    const attended = await this.repo.attendance(
      companyCode,
      classes.map((c) => c.id),
      ids,
    );
    return { people, activity, ended, predictions, answers, classes, seats, attended };
  }

  /**
   * Each student's own prediction in the course against their target, read and predicted a chunk
   * of students at a time so a large course never holds every attempt at once.
   */
  private async predictions(
    companyCode: string,
    courseId: string,
    ids: string[],
    exam: ScoreExam | null,
    now: Date,
  ): Promise<Map<string, CohortStudent['prediction']>> {
    const out = new Map<string, CohortStudent['prediction']>();
    if (!exam) return out;
    for (let i = 0; i < ids.length; i += PREDICTION_CHUNK) {
      const chunk = ids.slice(i, i + PREDICTION_CHUNK);
      const [attempts, targets] = await Promise.all([
        this.repo.predictionAttempts(companyCode, courseId, chunk),
        this.repo.targets(companyCode, chunk),
      ]);
      const attemptsBy = groupBy(attempts, (a) => a.studentId);
      const targetsBy = new Map(targets.map((t) => [t.studentId, t.targets]));
      for (const studentId of chunk) {
        const measures = predictMeasures(exam, attemptsBy.get(studentId) ?? [], now, {
          table: undefined,
          targets: targetsBy.get(studentId) ?? ({} as ScoreTargets),
        });
        out.set(studentId, headlineOf(measures));
      }
    }
    return out;
  }

  /** The cohort's page, from its snapshot when it has one, with quiet from `quietDays` days. */
  async view(actor: Actor, kind: CohortKind, id: string, quietDays: number): Promise<CohortView> {
    const companyCode = actor.staff.companyCode;
    await this.cohort(companyCode, courseScope(actor), kind, id);
    const { body, refreshing } = await this.snapshots.read<CohortView>({
      companyCode,
      report: REPORT,
      subject: `${kind}:${id}`,
      scope: '*',
    });
    return { ...atQuietDays(body, quietDays), refreshing };
  }

  /** The cohort's page computed now, with quiet from the default number of days. */
  private async compute(companyCode: string, cohort: Cohort): Promise<CohortView> {
    const now = this.clock.now();
    const exam = examOf(null, cohort.examFamily);
    const facts = await this.facts(companyCode, cohort, now, exam);
    const students = studentLines(facts, now, QUIET_DAYS_DEFAULT).sort(byConcern);
    const weakest = weakestOf(
      facts.answers.map((a) => ({
        ...a,
        skill: a.skill ?? '',
        answers: Number(a.answers),
        students: Number(a.students),
      })),
    );
    return {
      kind: cohort.kind,
      id: cohort.id,
      name: cohort.name,
      courseId: cohort.courseId,
      courseName: cohort.courseName,
      examLabel: exam ? examScoring[exam].label : null,
      quietDays: QUIET_DAYS_DEFAULT,
      counts: countsOf(students),
      targets: targetCounts(students),
      attendance: { classesHeld: facts.classes.length, share: attendanceShare(students) },
      weakestSkills: weakest.skills,
      weakestQuestionTypes: weakest.questionTypes,
      students,
      asOf: now.toISOString(),
      refreshing: false,
    };
  }

  async exportTable(actor: Actor, kind: CohortKind, id: string, quietDays: number) {
    const view = await this.view(actor, kind, id, quietDays);
    return { table: cohortTable(view), fileName: `cohort-${view.name}` };
  }

  /** A student's whole record, as far as the reader's courses go; 404 outside them. */
  async student(actor: Actor, id: string): Promise<StudentRecord> {
    return recordOf(this.repo, actor, id, this.clock.now());
  }
}

type Facts = Awaited<ReturnType<CohortsService['facts']>>;

/** Each student's line: activity, tests, prediction against target, classes held and attended. */
function studentLines(facts: Facts, now: Date, quietDays: number): CohortStudent[] {
  const endedBy = new Map(facts.ended.map((e) => [e.studentId, Number(e.n)]));
  const batchesBy = groupBy(facts.seats, (m) => m.studentId);
  const attendedBy = groupBy(facts.attended, (a) => a.studentId);
  return facts.people.map((p) => {
    const { status, daysSince } = activityOf(facts.activity.get(p.id), now, quietDays);
    const theirs = new Set((batchesBy.get(p.id) ?? []).map((m) => m.groupId));
    const held = new Set(facts.classes.filter((c) => theirs.has(c.batchId)).map((c) => c.id));
    return {
      id: p.id,
      name: p.name,
      email: p.email,
      status,
      lastActiveAt: iso(facts.activity.get(p.id)),
      daysSinceActive: daysSince,
      testsEnded: endedBy.get(p.id) ?? 0,
      prediction: facts.predictions.get(p.id) ?? null,
      classesHeld: held.size,
      classesAttended: (attendedBy.get(p.id) ?? []).filter((a) => held.has(a.classId)).length,
    };
  });
}

export function cohortTable(view: CohortView): ExportTable {
  return {
    name: view.name.slice(0, 31),
    columns: [
      { header: 'Student', width: 24 },
      { header: 'Email', width: 30 },
      { header: 'Status', width: 12 },
      { header: 'Last active', width: 20 },
      { header: 'Days since', width: 10 },
      { header: 'Tests ended', width: 10 },
      { header: 'Predicted', width: 16 },
      { header: 'Target', width: 8 },
      { header: 'Against target', width: 34 },
      { header: 'Classes attended', width: 10 },
      { header: 'Classes held', width: 10 },
    ],
    rows: view.students.map((s) => [
      s.name,
      s.email,
      ACTIVITY_WORDS[s.status],
      s.lastActiveAt,
      s.daysSinceActive,
      s.testsEnded,
      s.prediction ? `${s.prediction.measure} ${s.prediction.label}` : null,
      s.prediction?.target ?? null,
      s.prediction?.gap ?? null,
      s.classesAttended,
      s.classesHeld,
    ]),
  };
}

export type { CohortAttempt };
