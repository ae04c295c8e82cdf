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
import { activityOf, attendanceShare, headlineOf, targetCounts, weakestOf } from './cohort-figures';
import { recordOf } from './cohort-record';
import type { CohortAttempt, CohortsRepository } from './cohorts.repository';

const DAY_MS = 86_400_000;

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

/** Quiet students first (the longest quiet on top), then those who never started, then the active. */
const ORDER = { quiet: 0, never: 1, active: 2 } as const;
const byConcern = (a: CohortStudent, b: CohortStudent) =>
  ORDER[a.status] - ORDER[b.status] ||
  (b.daysSinceActive ?? 0) - (a.daysSinceActive ?? 0) ||
  a.name.localeCompare(b.name);

/**
 * Console › Cohorts (issue 45 part 2): each course's and live-class batch's students — who is active,
 * who has gone quiet, their predicted scores against their targets, the classes they attend — and the
 * skills and question types the cohort gets wrong most; a student's whole record. A teacher reads
 * the cohorts of their courses, an admin the company's. Computed when read, from the read replica
 * when there is one.
 */
export class CohortsService {
  constructor(
    private readonly repo: CohortsRepository,
    private readonly clock: Clock,
  ) {}

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

  private async cohort(actor: Actor, kind: CohortKind, id: string): Promise<Cohort> {
    const companyCode = actor.staff.companyCode;
    const rows =
      kind === 'courses'
        ? (await this.repo.courses(companyCode, courseScope(actor))).map((c) => ({
            ...c,
            courseId: c.id,
            courseName: c.name,
          }))
        : await this.repo.batches(companyCode, courseScope(actor));
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(M.notFound);
    return { kind, ...row };
  }

  /** What the cohort's page is made of, read in parallel where the reads do not depend on each other. */
  private async facts(companyCode: string, cohort: Cohort, now: Date) {
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
    const [people, activity, ended, attempts, targets, answers, classes, seats] = await Promise.all([
      this.repo.students(companyCode, ids),
      this.repo.lastActivity(companyCode, ids),
      this.repo.testsEnded(companyCode, cohort.courseId, ids),
      this.repo.predictionAttempts(companyCode, cohort.courseId, ids),
      this.repo.targets(companyCode, ids),
      this.repo.answersByType(companyCode, cohort.courseId, ids, since),
      this.repo.heldClasses(companyCode, batchIds, now),
      cohort.kind === 'batches' ? Promise.resolve(members) : this.repo.batchMembers(companyCode, batchIds),
    ]);
    const attended = await this.repo.attendance(
      companyCode,
      classes.map((c) => c.id),
      ids,
    );
    return { people, activity, ended, attempts, targets, answers, classes, seats, attended };
  }

  async view(actor: Actor, kind: CohortKind, id: string, quietDays: number): Promise<CohortView> {
    const now = this.clock.now();
    const cohort = await this.cohort(actor, kind, id);
    const facts = await this.facts(actor.staff.companyCode, cohort, now);
    const exam = examOf(null, cohort.examFamily);
    const students = studentLines(facts, exam, now, quietDays).sort(byConcern);
    const weakest = weakestOf(
      facts.answers.map((a) => ({
        ...a,
        skill: a.skill ?? '',
        answers: Number(a.answers),
        students: Number(a.students),
      })),
    );
    const count = (s: CohortStudent['status']) => students.filter((x) => x.status === s).length;
    return {
      kind,
      id,
      name: cohort.name,
      courseId: cohort.courseId,
      courseName: cohort.courseName,
      examLabel: exam ? examScoring[exam].label : null,
      quietDays,
      counts: {
        students: students.length,
        active: count('active'),
        quiet: count('quiet'),
        never: count('never'),
      },
      targets: targetCounts(students),
      attendance: { classesHeld: facts.classes.length, share: attendanceShare(students) },
      weakestSkills: weakest.skills,
      weakestQuestionTypes: weakest.questionTypes,
      students,
      asOf: now.toISOString(),
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
function studentLines(facts: Facts, exam: ScoreExam | null, now: Date, quietDays: number): CohortStudent[] {
  const endedBy = new Map(facts.ended.map((e) => [e.studentId, Number(e.n)]));
  const attemptsBy = groupBy(facts.attempts, (a) => a.studentId);
  const targetsBy = new Map(facts.targets.map((t) => [t.studentId, t.targets]));
  const batchesBy = groupBy(facts.seats, (m) => m.studentId);
  const attendedBy = groupBy(facts.attended, (a) => a.studentId);
  const predict = (studentId: string) =>
    exam
      ? headlineOf(
          predictMeasures(exam, attemptsBy.get(studentId) ?? [], now, {
            table: undefined,
            targets: targetsBy.get(studentId) ?? ({} as ScoreTargets),
          }),
        )
      : null;
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
      prediction: predict(p.id),
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
