import {
  CAREER_COMMENT_MAX_LENGTH,
  type CareerComment,
  type CareerKind,
  CareerMessages,
  type CareerProjectSummary,
  type CareerRecord,
  type CareerSaveRequest,
  CV_FILES_PER_PROJECT,
  type CvAttachRequest,
  type CvUploadRequest,
  linkedInUrlProblem,
  parseCareerComment,
} from '@portico/contract/career';
import type { DocumentUploadData } from '@portico/contract/storage';
import { addDays, type Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { Limits, type RateLimiter } from '../../lib/rate-limit';
import { isUuid } from '../../lib/text';
import { contentIds } from '../content/content-mapper';
import type { CoursesRepository } from '../courses/courses.repository';
import type { LearningRepository } from '../learning/learning.repository';
import { LearningMessages, type LearningService } from '../learning/learning.service';
import { depthFirst } from '../learning/module-order';
import { fileObjectUrl, type ServedFile, type StorageService } from '../storage/storage.service';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type {
  CareerCommentRow,
  CareerObjectRow,
  CareerProjectRow,
  CareerRepository,
} from './career.repository';
import { CareerDocuments } from './career-documents';

type Student = { id: string; companyCode: string };
/** A student's comments a day on one project: plenty for a conversation, not a flood. */
export const CAREER_COMMENTS_PER_DAY = 30;

const FILE_URL = /^\/api\/files\/object\/([0-9a-f-]{36})$/i;
const kindOf = (o: CareerObjectRow): CareerKind =>
  o.component.referenceType === 'Upload' ? 'Upload' : 'Project';
const presentComment = (c: CareerCommentRow): CareerComment => ({
  id: c.id,
  remark: c.remark,
  createdDateTime: c.createdAt.toISOString(),
  referenceType: c.author === 'staff' ? 'ADMIN' : 'STUDENT',
});

/**
 * spec 3 §2 Career project: a student's LinkedIn review and CV preparation. Access to a project is
 * LearningService.openable's (the one gate); any refusal reads 'You don't have access to this'.
 */
export class CareerService {
  constructor(
    private readonly repo: CareerRepository,
    private readonly learning: Pick<LearningService, 'openable'>,
    private readonly learningRepo: LearningRepository,
    private readonly courses: CoursesRepository,
    private readonly storage: StorageService,
    private readonly documents: CareerDocuments,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /** GET capstone/career: the student's record of the project (empty before their first act). */
  async get(student: Student, objectId: string): Promise<CareerRecord> {
    const object = await this.openProject(student, objectId);
    return this.present(student, object, await this.repo.find(student, objectId));
  }

  /** POST / PUT capstone/career: a LinkedIn address, or comments, each checked as spec 3 §5 says. */
  async save(student: Student, body: CareerSaveRequest): Promise<CareerRecord> {
    if (body.userId && body.userId !== student.id) throw forbidden(CareerMessages.otherStudent);
    const object = await this.openProject(student, body.id);
    const now = this.clock.now();
    if (body.socialUrl !== undefined) {
      // Each save sends the review back to staff: limited like every student write (decision 009);
      // comments have their own daily limit below.
      await this.limiter.consume(Limits.careerLinkedIn, [`${student.companyCode}:${student.id}`]);
      if (kindOf(object) !== 'Project') throw badRequest(CareerMessages.notLinkedIn);
      const problem = linkedInUrlProblem(body.socialUrl);
      if (problem) throw badRequest(problem);
      const project = await this.repo.findOrCreate(student, object.id, now);
      await this.repo.submitSocialUrl(project.id, body.socialUrl.trim(), now);
    } else {
      const social = body.socialComments === undefined ? '' : parseCareerComment(body.socialComments);
      const resume = body.resumeComments === undefined ? '' : parseCareerComment(body.resumeComments);
      if (!social && !resume) throw badRequest(CareerMessages.commentRequired);
      if (social.length > CAREER_COMMENT_MAX_LENGTH || resume.length > CAREER_COMMENT_MAX_LENGTH) {
        throw badRequest(CareerMessages.commentTooLong);
      }
      const project = await this.repo.find(student, object.id);
      if (social && !project?.socialUrl) throw badRequest(CareerMessages.linkedInFirst);
      if (resume && !(project && (await this.repo.hasResume(project.id)))) {
        throw badRequest(CareerMessages.resumeFirst);
      }
      if (!project) throw badRequest(CareerMessages.commentRequired);
      const sent = await this.repo.studentCommentsSince(project.id, addDays(now, -1));
      if (sent + (social ? 1 : 0) + (resume ? 1 : 0) > CAREER_COMMENTS_PER_DAY) {
        throw new AppError(
          'RATE_LIMITED',
          `You can send at most ${CAREER_COMMENTS_PER_DAY} comments a day. Please try again tomorrow.`,
        );
      }
      if (social) await this.repo.addComment(project, 'social', social, now);
      if (resume) await this.repo.addComment(project, 'resume', resume, now);
    }
    return this.get(student, object.id);
  }

  /** POST capstone/cv-preparation: where to PUT a CV, through the storage module ('cv' purpose). */
  async requestCvUpload(
    company: CompanyRow,
    student: Student,
    body: Required<Pick<CvUploadRequest, 'fileName' | 'contentType'>> & { id?: string | undefined },
  ): Promise<DocumentUploadData> {
    if (body.id) {
      const object = await this.openProject(student, body.id);
      if (kindOf(object) !== 'Upload') throw badRequest(CareerMessages.notCv);
    }
    return this.storage.requestUpload(company, student, {
      fileName: body.fileName,
      contentType: body.contentType,
      purpose: 'cv',
    });
  }

  /**
   * PUT capstone/cv-preparation: the student's own stored CVs (their bytes checked on upload) are
   * attached; the CV review becomes 'submitted'.
   */
  async attachCv(company: CompanyRow, student: Student, body: CvAttachRequest): Promise<CareerRecord> {
    const object = await this.openProject(student, body.id);
    if (kindOf(object) !== 'Upload') throw badRequest(CareerMessages.notCv);
    const ids = new Set<string>();
    for (const item of body.resume) {
      const file = await this.storage.ownedFileByUrl(company, student, item.url);
      if (!file || (item.id && item.id !== file.id)) throw notFound(CareerMessages.fileNotFound);
      if (file.purpose !== 'cv') throw badRequest(CareerMessages.cvType);
      ids.add(file.id);
    }
    const now = this.clock.now();
    const project = await this.repo.findOrCreate(student, object.id, now);
    if (!(await this.repo.attachResumes(project, [...ids], CV_FILES_PER_PROJECT, now))) {
      throw badRequest(CareerMessages.tooManyResumes);
    }
    return this.get(student, object.id);
  }

  /**
   * GET kanan-website/get-signedurl: a short-lived address of the student's own CV, the expert CV
   * of their project, or the instruction document of a project they may open; anything else is
   * not found.
   */
  async signedUrl(company: CompanyRow, student: Student, url: string): Promise<string> {
    const fileId = FILE_URL.exec(url)?.[1];
    if (fileId && isUuid(fileId)) {
      const own = await this.storage.ownedFileByUrl(company, student, url);
      if (own?.purpose === 'cv') {
        const project = await this.repo.withResume(student, own.id);
        if (project) await this.openProject(student, project.learningObjectId);
        return this.storage.signedReadUrl(own);
      }
      const project = own ? undefined : await this.repo.withAdminDoc(student, fileId);
      if (project) {
        await this.openProject(student, project.learningObjectId);
        const file = await this.repo.file(student.companyCode, fileId);
        if (file?.status === 'stored') return this.storage.signedReadUrl(file);
      }
      throw notFound(CareerMessages.fileNotFound);
    }
    if (!CareerDocuments.isDocumentAddress(url)) throw notFound(CareerMessages.fileNotFound);
    let refused: AppError | undefined;
    for (const object of await this.repo.objectsWithDocument(student.companyCode, url)) {
      try {
        await this.openProject(student, object.id);
        return this.documents.signedUrl(student.companyCode, url);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'FORBIDDEN') throw err;
        refused = err;
      }
    }
    throw refused ?? notFound(CareerMessages.fileNotFound);
  }

  /** The bytes behind an instruction document's signed address (the token decides; no session). */
  openDocument(companyCode: string, token: string): Promise<ServedFile> {
    return this.documents.open(companyCode, token);
  }

  /** GET capstone/projects: the course's career projects (under the menu's module) with their status. */
  async projects(
    student: Student,
    courseId: string,
    navigationParam: string | undefined,
  ): Promise<CareerProjectSummary[]> {
    const assigned = await this.courses.courseAssigned(
      student.companyCode,
      student.id,
      courseId,
      this.clock.now(),
    );
    if (!assigned) throw forbidden(LearningMessages.notAssigned);
    const modules = await this.learningRepo.modulesOfCourse(student.companyCode, courseId);
    let rootId: string | null = null;
    if (navigationParam) {
      rootId = isUuid(navigationParam)
        ? navigationParam
        : contentIds.module(student.companyCode, courseId, navigationParam);
      if (!modules.some((m) => m.id === rootId)) throw notFound(LearningMessages.moduleNotFound);
    }
    const ordered = depthFirst(modules, rootId);
    const rank = new Map(ordered.map((m, i) => [m.id, i]));
    const objects = (
      await this.learningRepo.objectsOfModules(
        student.companyCode,
        ordered.map((m) => m.id),
      )
    )
      .filter((o) => o.kind === 'Project')
      .sort((a, b) => (rank.get(a.moduleId) ?? 0) - (rank.get(b.moduleId) ?? 0) || a.orderNo - b.orderNo);
    const records = new Map(
      (
        await this.repo.ofObjects(
          student,
          objects.map((o) => o.id),
        )
      ).map((r) => [r.learningObjectId, r]),
    );
    const out: CareerProjectSummary[] = [];
    for (const o of objects) {
      const kind = kindOf(o);
      const record = records.get(o.id);
      const open = await this.mayOpen(student, o.id);
      out.push({
        id: o.id,
        title: o.title,
        referenceType: kind,
        // What a student may not open is its title and kind only (DATA-MODEL.md).
        description: open ? (o.component.content ?? '') : '',
        isProductAccess: open,
        status: (kind === 'Project' ? record?.socialStatus : record?.resumeStatus) ?? '',
        updatedDateTime: record?.updatedAt.toISOString() ?? null,
      });
    }
    return out;
  }

  /** A Project object of the company the student may open; 404 or 403 "You don't have access to this". */
  private async openProject(student: Student, objectId: string): Promise<CareerObjectRow> {
    const object = await this.repo.projectObject(student.companyCode, objectId);
    if (!object) throw notFound(CareerMessages.projectNotFound);
    try {
      await this.learning.openable(student, objectId);
    } catch (err) {
      if (err instanceof AppError && err.code === 'FORBIDDEN') throw forbidden(CareerMessages.noAccess);
      if (err instanceof AppError && err.code === 'NOT_FOUND') throw notFound(CareerMessages.projectNotFound);
      throw err;
    }
    return object;
  }

  private async mayOpen(student: Student, objectId: string): Promise<boolean> {
    try {
      await this.learning.openable(student, objectId);
      return true;
    } catch (err) {
      if (err instanceof AppError && (err.code === 'FORBIDDEN' || err.code === 'NOT_FOUND')) return false;
      throw err;
    }
  }

  private async present(
    student: Student,
    object: CareerObjectRow,
    row: CareerProjectRow | undefined,
  ): Promise<CareerRecord> {
    const comments = row ? await this.repo.comments(row.id) : [];
    const resumes = row ? await this.repo.resumes(row.id) : [];
    const adminFile = row?.adminDocFileId
      ? await this.repo.file(student.companyCode, row.adminDocFileId)
      : undefined;
    const adminDoc =
      adminFile?.status === 'stored'
        ? {
            url: fileObjectUrl(adminFile.id),
            fileName: adminFile.fileName,
            updatedDateTime: (
              row?.adminDocUpdatedAt ??
              adminFile.uploadedAt ??
              adminFile.createdAt
            ).toISOString(),
          }
        : null;
    return {
      id: row?.id ?? null,
      learningObjectId: object.id,
      title: object.title,
      referenceType: kindOf(object),
      description: object.component.content ?? '',
      instructionDocument: object.component.document || null,
      socialUrl: row?.socialUrl ?? '',
      resume: resumes.map((r) => ({
        id: r.fileId,
        url: fileObjectUrl(r.fileId),
        fileName: r.fileName,
        uploadedAt: r.uploadedAt.toISOString(),
      })),
      adminDoc,
      updatedDateTime: row?.updatedAt.toISOString() ?? null,
      latestSocialStatus: row?.socialStatus ?? '',
      latestResumeStatus: row?.resumeStatus ?? '',
      socialComments: comments.filter((c) => c.kind === 'social').map(presentComment),
      resumeComments: comments.filter((c) => c.kind === 'resume').map(presentComment),
    };
  }
}
