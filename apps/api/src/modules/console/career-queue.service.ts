import { randomUUID } from 'node:crypto';
import type { CareerStatus } from '@portico/contract/career';
import {
  type CareerDetail,
  type CareerQueue,
  type CareerQueueFilter,
  type EXPERT_CV_EXTENSIONS,
  EXPERT_CV_MAX_BYTES,
  CareerReviewMessages as M,
  type QueueCareerItem,
} from '@portico/contract/console-reviews';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { detectFileType, type FileKind, servedContentType } from '../storage/file-type';
import type { StorageDriver } from '../storage/storage.driver';
import { PayloadTooLarge } from '../storage/storage.service';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { type CareerItem, type CareerQueueRepository, WAITING_REVIEWS } from './career-queue.repository';
import {
  checkAssignee,
  dueAt,
  HOUR,
  inActorCourses,
  isLate,
  listNarrowing,
  type QueueDesk,
  queueAct,
  queueView,
} from './queue-common';
import type { StudentNews } from './student-news';
import { careerStatusNews } from './student-news-texts';

const FILTERS: Record<CareerQueueFilter, CareerStatus[]> = {
  waiting: WAITING_REVIEWS,
  reviewed: ['approved', 'rejected'],
  all: ['submitted', 'in-progress', 'approved', 'rejected'],
};
/** The bytes each accepted extension must be (a .doc is a legacy OLE Office file). */
const KIND_OF_EXTENSION: Record<(typeof EXPERT_CV_EXTENSIONS)[number], FileKind> = {
  pdf: 'pdf',
  doc: 'ole',
  docx: 'docx',
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are stripped from file names.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

type Set = Parameters<CareerQueueRepository['update']>[2];
type Files = Pick<StorageDriver, 'presignGet' | 'put' | 'delete'>;

/**
 * The career queue of the console (CONSOLE.md 'Career'): LinkedIn and CV submissions waiting,
 * oldest first, with their age, due time (the company's career target after the student sent them) and owner;
 * comments the student reads as Admin, the expert CV, the review's status (approved shows Completed
 * on the student's tracker); turnaround (submission → first staff answer) over 30 days. The first
 * answer to a submission (a comment or the expert CV) also moves it from Submitted to In Progress.
 * Comments are plain text: the student's page shows them as text.
 */
export class CareerQueueService {
  constructor(
    private readonly repo: CareerQueueRepository,
    private readonly files: Files,
    private readonly clock: Clock,
    private readonly news: StudentNews,
  ) {}

  async queue(
    actor: Actor,
    query: { status: CareerQueueFilter; late: boolean; mine: boolean },
  ): Promise<CareerQueue> {
    const now = this.clock.now();
    const narrowing = listNarrowing(actor, now, 'career', query);
    const { rows, ...figures } = await queueView(this.repo, actor, now, {
      items: (companyCode, scope) => this.repo.items(companyCode, scope, FILTERS[query.status], narrowing),
      done: (companyCode, scope, since) => this.repo.reviewedSince(companyCode, scope, since),
      hours: (r) => ((r.reviewedAt?.getTime() ?? 0) - (r.submittedAt?.getTime() ?? 0)) / HOUR,
    });
    return { items: rows.map((r) => present(r, now, actor.dueHours.career)), ...figures };
  }

  async detail(actor: Actor, id: string): Promise<CareerDetail> {
    const item = await this.visible(actor, id);
    const sign = (f: { storageKey: string; contentType: string; fileName: string }) =>
      this.files.presignGet(f.storageKey, { contentType: f.contentType, fileName: f.fileName });
    const resumes = item.isCv ? await this.repo.resumes(item.id) : [];
    const expert = item.adminDocFileId
      ? await this.repo.file(actor.staff.companyCode, item.adminDocFileId)
      : undefined;
    const comments = await this.repo.comments(item.id, item.isCv ? 'resume' : 'social');
    return {
      ...present(item, this.clock.now(), actor.dueHours.career),
      resumes: await Promise.all(
        resumes.map(async ({ file, uploadedAt }) => ({
          id: file.id,
          url: await sign(file),
          fileName: file.fileName,
          contentType: file.contentType,
          uploadedAt: uploadedAt.toISOString(),
        })),
      ),
      adminDoc:
        expert?.status === 'stored'
          ? {
              url: await sign(expert),
              fileName: expert.fileName,
              contentType: expert.contentType,
              updatedAt: (item.adminDocUpdatedAt ?? expert.uploadedAt ?? expert.createdAt).toISOString(),
            }
          : null,
      comments: comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    };
  }

  /** A comment the student reads as Admin on their project page. */
  comment(actor: Actor, id: string, remark: string) {
    return this.change(actor, id, 'career.comment', M.commented, async (repo, before, now) => {
      await repo.addComment({
        companyCode: actor.staff.companyCode,
        projectId: id,
        kind: before.isCv ? 'resume' : 'social',
        author: 'staff',
        staffId: actor.staff.id,
        remark,
        createdAt: now,
      });
      return { ...answered(actor, before, now), ...underWay(before) };
    });
  }

  /**
   * The review's status; 'approved' is Completed on the student's tracker (spec 3 §4). The student is
   * told of the new status (a mail and a notification, decision 052).
   */
  setStatus(actor: Actor, company: CompanyRow, id: string, status: CareerStatus) {
    return this.change(actor, id, 'career.status', M.statusSet, async (_repo, before, now, tx) => {
      if (before.status === '') throw badRequest(M.nothingSubmitted);
      if (before.status === status) throw conflict(M.sameStatus);
      const student = { id: before.studentId, name: before.studentName, email: before.studentEmail };
      const news = careerStatusNews(before.projectTitle, before.learningObjectId, status);
      // No reminder kind of its own (decision 072): the mail and the notification tell it.
      await this.news.tell(tx, company, student, news, null);
      return {
        ...answered(actor, before, now),
        ...(before.isCv ? { resumeStatus: status } : { socialStatus: status }),
      };
    });
  }

  async assign(actor: Actor, id: string, staffId: string | null) {
    await checkAssignee(actor, staffId, () => this.repo.enabledStaff(actor.staff.companyCode), M);
    return this.change(actor, id, 'career.assign', '', async () => ({ assigneeStaffId: staffId }));
  }

  /**
   * The expert-updated CV (spec 3 §3 adminDoc): a pdf, doc or docx of at most 5 MB, its type read
   * from the bytes. The bytes are stored first; the record changes in one transaction, and the bytes
   * go again when it fails.
   */
  async uploadExpertCv(actor: Actor, id: string, fileName: string, bytes: Buffer) {
    const item = await this.visible(actor, id);
    if (!item.isCv) throw badRequest(M.expertCvOnlyForCv);
    const name = (fileName.split(/[\\/]/).pop() ?? '').replace(CONTROL_CHARACTERS, '').trim();
    const ext = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
    const expected = KIND_OF_EXTENSION[ext as keyof typeof KIND_OF_EXTENSION];
    if (!expected) throw badRequest(M.expertCvType);
    if (bytes.length > EXPERT_CV_MAX_BYTES) throw new PayloadTooLarge(M.expertCvSize);
    const kind = detectFileType(bytes);
    if (kind !== expected) throw badRequest(M.expertCvType);
    const contentType = servedContentType(kind, '');
    const { companyCode } = actor.staff;
    const storageKey = `${companyCode}/cv/${randomUUID()}.${ext}`;
    await this.files.put(storageKey, bytes, contentType);
    try {
      return await this.change(
        actor,
        id,
        'career.expert_cv',
        M.expertCvUploaded,
        async (repo, before, now) => {
          const file = await repo.insertFile({
            companyCode,
            ownerStudentId: null,
            purpose: 'cv',
            storageKey,
            fileName: name,
            contentType,
            size: bytes.length,
            status: 'stored',
            createdAt: now,
            uploadedAt: now,
          });
          return {
            ...answered(actor, before, now),
            ...underWay(before),
            adminDocFileId: file.id,
            adminDocUpdatedAt: now,
          };
        },
      );
    } catch (err) {
      await this.files.delete(storageKey).catch(() => {});
      throw err;
    }
  }

  /** A project the actor may see: another company's is not found; one off their courses, refused. */
  private async visible(actor: Actor, id: string): Promise<CareerItem> {
    const item = await this.repo.item(actor.staff.companyCode, id);
    if (!item) throw notFound(M.notFound);
    if (!inActorCourses(actor, item.courseId)) throw forbidden(M.notYourCourse);
    return item;
  }

  /** One act, one transaction (queueAct): the project locked, checked, changed, and in the audit log. */
  private async change(
    actor: Actor,
    id: string,
    action: string,
    message: string,
    apply: (repo: CareerQueueRepository, before: CareerItem, now: Date, tx: Db) => Promise<Set>,
  ): Promise<{ detail: CareerDetail; message: string }> {
    const now = this.clock.now();
    await queueAct(desk, this.repo, { actor, id, action }, async (repo, before, tx) => {
      const set = await apply(repo, before, now, tx);
      await repo.update(actor.staff.companyCode, id, { ...set, updatedAt: now });
    });
    this.news.sent();
    return { detail: await this.detail(actor, id), message };
  }
}

const desk: QueueDesk<CareerQueueRepository, CareerItem> = {
  entity: 'career_project',
  notFound: M.notFound,
  read: (repo, companyCode, id) => repo.item(companyCode, id),
  checkScope: async (_repo, actor, item) => {
    if (!inActorCourses(actor, item.courseId)) throw forbidden(M.notYourCourse);
  },
  snapshot: (r) => snapshot(r),
};

/** The first staff answer after the latest submission; whoever answers an unowned project owns it. */
const answered = (actor: Actor, before: CareerItem, now: Date): Set => ({
  reviewedAt: before.reviewedAt ?? now,
  assigneeStaffId: before.assigneeId ?? actor.staff.id,
});
/** A submission staff have started on shows In Progress to the student. */
const underWay = (before: CareerItem): Set =>
  before.status !== 'submitted'
    ? {}
    : before.isCv
      ? { resumeStatus: 'in-progress' }
      : { socialStatus: 'in-progress' };

function present(r: CareerItem, now: Date, dueHours: number): QueueCareerItem {
  const due = r.submittedAt ? dueAt(r.submittedAt, dueHours) : null;
  const waiting = r.status === 'submitted' || r.status === 'in-progress';
  return {
    id: r.id,
    kind: r.isCv ? 'Upload' : 'Project',
    projectTitle: r.projectTitle,
    courseName: r.courseName,
    student: { id: r.studentId, name: r.studentName, email: r.studentEmail },
    status: r.status,
    socialUrl: r.socialUrl,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    dueAt: due?.toISOString() ?? null,
    overdue: waiting && !r.reviewedAt && isLate(due, now),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
  };
}

const snapshot = (r: CareerItem) => ({
  status: r.status,
  adminDocFileId: r.adminDocFileId,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  assignee: r.assigneeId,
});
