import {
  type Application,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationForm,
  type ApplicationItem,
  type ApplicationStatus,
  applicationFieldLabels,
  type ConsoleApplicationStatuses,
  emptyApplicationForm,
  ApplicationMessages as M,
} from '@portico/contract/application';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { courseScope } from '../../lib/staff-actor';
import {
  type ApplicationListRow,
  type ApplicationRepository,
  type ApplicationRow,
  OPEN_APPLICATIONS,
} from './application.repository';

type Student = { companyCode: string; id: string };
const DAY_MS = 86_400_000;
const LIST_STATUSES: Record<string, ApplicationStatus[]> = {
  open: OPEN_APPLICATIONS,
  all: ['submitted', 'contacted', 'enrolled', 'closed'],
};

/** What a saved version changed against the one before it, as field labels. */
export function changedFields(before: ApplicationForm | null, after: ApplicationForm): string[] {
  const keys = Object.keys(applicationFieldLabels) as (keyof ApplicationForm)[];
  return keys
    .filter((k) => (before ? before[k] : emptyApplicationForm[k]) !== after[k])
    .map((k) => applicationFieldLabels[k]);
}

/**
 * The application profile (decision 047): the student's form, saved as they type over the version
 * their page holds (an older base is refused with what the server holds, never applied), sent
 * once it names a course, a mode and a batch time; the school's follow-up in the console.
 */
export class ApplicationService {
  constructor(
    private readonly repo: ApplicationRepository,
    private readonly clock: Clock,
  ) {}

  async get(student: Student): Promise<Application> {
    const [row, courses] = await Promise.all([
      this.repo.ofStudent(student.companyCode, student.id),
      this.repo.courses(student.companyCode),
    ]);
    return this.view(row, courses);
  }

  async save(student: Student, baseVersion: number, form: ApplicationForm): Promise<Application> {
    const courses = await this.repo.courses(student.companyCode);
    const saved = await this.repo.transaction(async (repo) => {
      const current = await repo.ofStudent(student.companyCode, student.id);
      const before = current?.form ?? null;
      this.check(form, before, courses);
      if ((current?.version ?? 0) !== baseVersion) throw this.stale(current, courses);
      const now = this.clock.now();
      const row = current
        ? await repo.saveOver(current.id, baseVersion, form, now)
        : await repo.create(student.companyCode, student.id, form, now);
      if (!row) throw this.stale(await repo.ofStudent(student.companyCode, student.id), courses);
      await repo.keepVersion(row);
      return row;
    });
    return this.view(saved, courses);
  }

  async submit(
    student: Student,
    baseVersion: number,
  ): Promise<{ application: Application; message: string }> {
    const courses = await this.repo.courses(student.companyCode);
    const row = await this.repo.transaction(async (repo) => {
      const current = await repo.ofStudent(student.companyCode, student.id, true);
      if (!current || current.version !== baseVersion) throw this.stale(current, courses);
      if (!current.form.courseId) throw badRequest(M.courseRequired);
      if (!current.form.studyMode) throw badRequest(M.studyModeRequired);
      if (!current.form.batchTime) throw badRequest(M.batchTimeRequired);
      if (current.status !== 'draft') return current;
      const now = this.clock.now();
      const sent = await repo.markSubmitted(current, now);
      await repo.addEvent({
        applicationId: current.id,
        companyCode: current.companyCode,
        kind: 'submitted',
        status: 'submitted',
        at: now,
      });
      return sent;
    });
    return { application: this.view(row, courses), message: M.submitted };
  }

  // --- Console

  async list(actor: Actor, status: string): Promise<ApplicationItem[]> {
    const statuses = LIST_STATUSES[status] ?? [status as ApplicationStatus];
    const companyCode = actor.staff.companyCode;
    const [rows, names] = await Promise.all([
      this.repo.list(companyCode, statuses, courseScope(actor)),
      this.repo.courseNames(companyCode),
    ]);
    return rows.map((row) => this.item(row, names));
  }

  async detail(actor: Actor, id: string): Promise<ApplicationDetail> {
    const companyCode = actor.staff.companyCode;
    const row = await this.repo.one(companyCode, id);
    if (!row || !this.visible(actor, row)) throw notFound(M.notFound);
    const [names, versions, events] = await Promise.all([
      this.repo.courseNames(companyCode),
      this.repo.versions(row.id),
      this.repo.events(row.id),
    ]);
    const history: ApplicationEvent[] = [
      ...versions.map((v, i) => ({
        at: v.at.toISOString(),
        by: 'student',
        kind: 'saved' as const,
        version: v.version,
        status: null,
        detail: changedFields(versions[i - 1]?.form ?? null, v.form).join(', '),
      })),
      ...events.map((e) => ({
        at: e.at.toISOString(),
        by: e.kind === 'submitted' ? 'student' : (e.staffName ?? 'A former member of staff'),
        kind: e.kind,
        version: null,
        status: e.status,
        detail: e.note,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return { ...this.item(row, names), history };
  }

  async setStatus(
    actor: Actor,
    id: string,
    body: { status: (typeof ConsoleApplicationStatuses)[number]; note: string; baseStatusVersion: number },
  ): Promise<ApplicationDetail> {
    const companyCode = actor.staff.companyCode;
    await this.repo.transaction(async (repo) => {
      const row = await repo.lock(companyCode, id);
      if (!row || row.status === 'draft' || !this.visible(actor, row)) throw notFound(M.notFound);
      const now = this.clock.now();
      const next = await repo.setStatus(row, body.status, body.baseStatusVersion, now);
      if (!next) throw conflict(M.staleStatus);
      await repo.addEvent({
        applicationId: row.id,
        companyCode,
        kind: 'status',
        status: body.status,
        staffId: actor.staff.id,
        note: body.note,
        at: now,
      });
      await repo.audit({
        companyCode,
        staffId: actor.staff.id,
        action: 'application.status',
        entity: 'application',
        entityId: row.id,
        before: { status: row.status },
        after: { status: body.status, note: body.note },
        ip: actor.ip,
        at: now,
      });
    });
    return this.detail(actor, id);
  }

  private visible(actor: Actor, row: ApplicationRow) {
    const scope = courseScope(actor);
    return scope === null || scope.includes(row.form.courseId);
  }

  private item(row: ApplicationListRow, names: Map<string, string>): ApplicationItem {
    return {
      id: row.id,
      student: {
        id: row.studentId,
        name: row.studentName,
        email: row.studentEmail,
        mobile: row.studentMobile,
      },
      courseName: names.get(row.form.courseId) ?? '',
      form: { ...emptyApplicationForm, ...row.form },
      status: row.status,
      version: row.version,
      statusVersion: row.statusVersion,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      changedAfterSending: row.submittedVersion !== null && row.version > row.submittedVersion,
    };
  }

  /** A course of the school's, and an exam date not already past (a date kept from before may stay). */
  private check(form: ApplicationForm, before: ApplicationForm | null, courses: { id: string }[]) {
    if (form.courseId && !courses.some((c) => c.id === form.courseId)) throw badRequest(M.unknownCourse);
    if (form.examDate && form.examDate !== before?.examDate) {
      // A day of slack: the student's today may still be yesterday in UTC.
      const yesterday = new Date(this.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
      if (form.examDate < yesterday) throw badRequest(M.pastDate);
    }
  }

  private stale(current: ApplicationRow | undefined, courses: { id: string; name: string }[]) {
    return conflict(M.stale, this.view(current, courses));
  }

  private view(row: ApplicationRow | undefined, courses: { id: string; name: string }[]): Application {
    return {
      form: { ...emptyApplicationForm, ...row?.form },
      version: row?.version ?? 0,
      status: row?.status ?? 'draft',
      submittedAt: row?.submittedAt?.toISOString() ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      courses,
    };
  }
}
