import {
  type LiveBatchBody,
  type LiveBatchDetail,
  type LiveBatchTypeBody,
  type LiveClassBody,
  type LiveDownloadBody,
  type LiveOverview,
  LiveMessages as M,
} from '@portico/contract/console-live';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { classStatus } from '../live-classes/class-schedule';
import { adminOnly, auditWriter, found } from './authoring';
import type { ClassRecord, LiveRepository } from './live.repository';

/**
 * Live classes in the console (CONSOLE.md Authoring, admin only): batch types, batches, the classes
 * and students of a batch, and a course's e-book downloads. Each change is one transaction: the row
 * locked, checked, changed, and its audit entry written. Students see the result at once through the
 * live class routes (decision 024): the status of a class is the one set (only 'cancelled' here) or
 * the clock's.
 */
export class LiveService {
  constructor(
    private readonly repo: LiveRepository,
    private readonly clock: Clock,
  ) {}

  private readonly audit = auditWriter(() => this.clock.now());

  async overview(actor: Actor): Promise<LiveOverview> {
    const companyCode = adminOnly(actor);
    const [courses, types, batches, downloads] = await Promise.all([
      this.repo.courses(companyCode),
      this.repo.batchTypes(companyCode),
      this.repo.batches(companyCode),
      this.repo.downloads(companyCode),
    ]);
    return {
      courses,
      batchTypes: types.map(typeOf),
      batches: batches.map(batchOf),
      downloads: downloads.map((d) => ({
        id: d.id,
        courseId: d.courseId,
        title: d.title,
        downloadUrl: d.downloadUrl,
        orderNo: d.orderNo,
      })),
    };
  }

  async batch(actor: Actor, batchId: string): Promise<LiveBatchDetail> {
    const companyCode = adminOnly(actor);
    const [row] = await this.repo.batches(companyCode, batchId);
    if (!row) throw notFound(M.batchNotFound);
    const now = this.clock.now();
    const [types, classes, students] = await Promise.all([
      this.repo.batchTypes(companyCode),
      this.repo.classes(batchId),
      this.repo.batchStudents(batchId),
    ]);
    return {
      batch: batchOf(row),
      batchTypes: types.map(typeOf),
      classes: classes.map((c) => ({
        id: c.id,
        className: c.className,
        agenda: c.agenda,
        classDateTime: c.classDateTime.toISOString(),
        durationMinutes: c.durationMinutes,
        joinUrl: c.joinUrl,
        vimeoLink: c.vimeoLink,
        downloadLink: c.downloadLink,
        alertMessage: c.alertMessage,
        status: classStatus(c, now),
      })),
      students: students.map((s) => ({ ...s, addedAt: s.addedAt.toISOString() })),
    };
  }

  // Batch types.

  async createType(actor: Actor, body: LiveBatchTypeBody) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const row = await repo.insertType({ companyCode, ...body });
      await this.audit(repo, actor, 'live.type.create', 'live-batch-type', row.id, null, body);
    });
    return this.overview(actor);
  }

  async updateType(actor: Actor, id: string, body: LiveBatchTypeBody) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const before = await found(repo.lockType(companyCode, id), M.typeNotFound);
      await repo.updateType(companyCode, id, body);
      await this.audit(repo, actor, 'live.type.update', 'live-batch-type', id, strip(before), body);
    });
    return this.overview(actor);
  }

  async deleteType(actor: Actor, id: string) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      // Creating or moving a batch locks its type too, so no batch can take this type meanwhile.
      const before = await found(repo.lockType(companyCode, id), M.typeNotFound);
      if (await repo.typeInUse(id)) throw conflict(M.typeInUse);
      await repo.deleteType(companyCode, id);
      await this.audit(repo, actor, 'live.type.delete', 'live-batch-type', id, strip(before), null);
    });
    return this.overview(actor);
  }

  // Batches.

  async createBatch(actor: Actor, body: LiveBatchBody) {
    const companyCode = adminOnly(actor);
    const id = await this.repo.transaction(async (repo) => {
      await this.checkCourseAndType(repo, companyCode, body);
      const row = await repo.insertBatch({ companyCode, ...body });
      await this.audit(repo, actor, 'live.batch.create', 'live-batch', row.id, null, body);
      return row.id;
    });
    return this.batch(actor, id);
  }

  async updateBatch(actor: Actor, id: string, body: LiveBatchBody) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const before = await found(repo.lockBatch(companyCode, id), M.batchNotFound);
      await this.checkCourseAndType(repo, companyCode, body);
      await repo.updateBatch(companyCode, id, body);
      await this.audit(repo, actor, 'live.batch.update', 'live-batch', id, strip(before), body);
    });
    return this.batch(actor, id);
  }

  // Classes.

  async createClass(actor: Actor, batchId: string, body: LiveClassBody) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      await this.lockedBatch(repo, companyCode, batchId);
      const row = await repo.insertClass({ companyCode, batchId, ...classValues(body) });
      await this.audit(repo, actor, 'live.class.create', 'live-class', row.id, null, { batchId, ...body });
    });
    return this.batch(actor, batchId);
  }

  updateClass(actor: Actor, batchId: string, classId: string, body: LiveClassBody) {
    return this.classAct(actor, batchId, classId, 'live.class.update', async () => classValues(body));
  }

  cancelClass(actor: Actor, batchId: string, classId: string) {
    return this.classAct(actor, batchId, classId, 'live.class.cancel', async (before) => {
      if (before.status === 'cancelled') throw conflict(M.alreadyCancelled);
      return { status: 'cancelled' as const };
    });
  }

  /** A change to a class: its batch locked first, then the class, changed and audited. */
  private async classAct(
    actor: Actor,
    batchId: string,
    classId: string,
    action: string,
    change: (before: ClassRecord) => Promise<Parameters<LiveRepository['updateClass']>[2]>,
  ) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      await this.lockedBatch(repo, companyCode, batchId);
      const before = await found(repo.lockClass(batchId, classId), M.classNotFound);
      const after = await repo.updateClass(companyCode, classId, await change(before));
      await this.audit(repo, actor, action, 'live-class', classId, classOf(before), classOf(after));
    });
    return this.batch(actor, batchId);
  }

  // Students of a batch.

  async addStudent(actor: Actor, batchId: string, studentId: string) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      await this.lockedBatch(repo, companyCode, batchId);
      const student = await repo.lockStudent(companyCode, studentId);
      if (!student) throw notFound(M.studentNotFound);
      // A second add changes nothing and writes no entry.
      if (await repo.addStudent(companyCode, batchId, studentId))
        await this.audit(repo, actor, 'live.student.add', 'live-batch', batchId, null, { studentId });
    });
    return this.batch(actor, batchId);
  }

  async removeStudent(actor: Actor, batchId: string, studentId: string) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      await this.lockedBatch(repo, companyCode, batchId);
      if (await repo.removeStudent(batchId, studentId))
        await this.audit(repo, actor, 'live.student.remove', 'live-batch', batchId, { studentId }, null);
    });
    return this.batch(actor, batchId);
  }

  // Downloads.

  async createDownload(actor: Actor, body: LiveDownloadBody) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      if (!(await repo.hasCourse(companyCode, body.courseId))) throw notFound(M.courseNotFound);
      const row = await repo.insertDownload({ companyCode, ...body });
      await this.audit(repo, actor, 'live.download.create', 'live-download', row.id, null, body);
    });
    return this.overview(actor);
  }

  async updateDownload(actor: Actor, id: string, body: LiveDownloadBody) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const before = await found(repo.lockDownload(companyCode, id), M.downloadNotFound);
      if (!(await repo.hasCourse(companyCode, body.courseId))) throw notFound(M.courseNotFound);
      await repo.updateDownload(companyCode, id, body);
      await this.audit(repo, actor, 'live.download.update', 'live-download', id, strip(before), body);
    });
    return this.overview(actor);
  }

  async deleteDownload(actor: Actor, id: string) {
    const companyCode = adminOnly(actor);
    await this.repo.transaction(async (repo) => {
      const before = await found(repo.lockDownload(companyCode, id), M.downloadNotFound);
      await repo.deleteDownload(companyCode, id);
      await this.audit(repo, actor, 'live.download.delete', 'live-download', id, strip(before), null);
    });
    return this.overview(actor);
  }

  private async checkCourseAndType(repo: LiveRepository, companyCode: string, body: LiveBatchBody) {
    if (!(await repo.hasCourse(companyCode, body.courseId))) throw notFound(M.courseNotFound);
    if (!(await repo.lockType(companyCode, body.batchTypeId))) throw notFound(M.typeNotFound);
  }

  private async lockedBatch(repo: LiveRepository, companyCode: string, batchId: string) {
    const batch = await repo.lockBatch(companyCode, batchId);
    if (!batch) throw notFound(M.batchNotFound);
    return batch;
  }
}

/** A row as its audit entry keeps it: without the company, which the entry has already. */
const strip = <T extends { companyCode: string; id: string }>({ companyCode: _c, id: _i, ...rest }: T) =>
  rest;

const classValues = (body: LiveClassBody) => ({ ...body, classDateTime: new Date(body.classDateTime) });

const classOf = (c: ClassRecord) => ({
  ...strip(c),
  classDateTime: c.classDateTime.toISOString(),
});

type TypeRow = Awaited<ReturnType<LiveRepository['batchTypes']>>[number];
const typeOf = ({ type, batchCount }: TypeRow) => ({
  id: type.id,
  name: type.name,
  description: type.description,
  thumbnail: type.thumbnail,
  orderNo: type.orderNo,
  batchCount,
});

type BatchRow = Awaited<ReturnType<LiveRepository['batches']>>[number];
const batchOf = ({ batch: b, courseName, batchTypeName, studentCount, classCount }: BatchRow) => ({
  id: b.id,
  courseId: b.courseId,
  courseName,
  batchTypeId: b.batchTypeId,
  batchTypeName,
  batchName: b.batchName,
  description: b.description,
  language: b.language,
  isEnabled: b.isEnabled,
  studentCount,
  classCount,
});
