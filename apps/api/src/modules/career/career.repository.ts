import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyRow, firstRow } from '../../db/queries';
import {
  type CareerStatus,
  careerComments,
  careerProjects,
  careerResumes,
  fileObjects,
  learningObjects,
} from '../../db/schema';
import { currentOf, findOwned, ofStudent } from '../tenancy/owned-rows.repository';

export type CareerProjectRow = typeof careerProjects.$inferSelect;
export type CareerCommentRow = typeof careerComments.$inferSelect;
export type CareerObjectRow = Pick<
  typeof learningObjects.$inferSelect,
  'id' | 'moduleId' | 'orderNo' | 'title' | 'component'
>;
export type CareerResumeRow = { fileId: string; fileName: string; uploadedAt: Date };
export type CareerFileRow = typeof fileObjects.$inferSelect;

type Student = { id: string; companyCode: string };

/** A learning object of kind Project: a career project's card. */
const isProject = eq(learningObjects.kind, 'Project');
/** A learning object whose instruction document is this address. */
const documentIs = (address: string) => sql`${learningObjects.component} ->> 'document' = ${address}`;

const objectColumns = {
  id: learningObjects.id,
  moduleId: learningObjects.moduleId,
  orderNo: learningObjects.orderNo,
  title: learningObjects.title,
  component: learningObjects.component,
};

/** The only file of the career area that touches the database; every query is per company × student. */
/** A career record of the student, in their company. */
const ownedBy = (student: Student) => and(...ofStudent(careerProjects, student.companyCode, student.id));

export class CareerRepository {
  constructor(private readonly db: Db) {}

  /** A current learning object of kind Project of the company. */
  async projectObject(companyCode: string, id: string): Promise<CareerObjectRow | undefined> {
    const [row] = await this.db
      .select(objectColumns)
      .from(learningObjects)
      .where(and(...currentOf(learningObjects, companyCode, eq(learningObjects.id, id), isProject)))
      .limit(1);
    return row;
  }

  /** The company's current Project objects whose instruction document is this address. */
  objectsWithDocument(companyCode: string, address: string): Promise<CareerObjectRow[]> {
    return this.db
      .select(objectColumns)
      .from(learningObjects)
      .where(and(...currentOf(learningObjects, companyCode, isProject, documentIs(address))));
  }

  find(student: Student, objectId: string): Promise<CareerProjectRow | undefined> {
    return firstRow(
      this.db,
      careerProjects,
      and(ownedBy(student), eq(careerProjects.learningObjectId, objectId)),
    );
  }

  /** The student's records of these objects. */
  ofObjects(student: Student, objectIds: string[]): Promise<CareerProjectRow[]> {
    if (objectIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(careerProjects)
      .where(and(ownedBy(student), inArray(careerProjects.learningObjectId, objectIds)));
  }

  /** The student's record of the object, made on first use (two tabs at once make one). */
  async findOrCreate(student: Student, objectId: string, now: Date): Promise<CareerProjectRow> {
    await this.db
      .insert(careerProjects)
      .values({
        companyCode: student.companyCode,
        studentId: student.id,
        learningObjectId: objectId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const row = await this.find(student, objectId);
    if (!row) throw new Error('career project insert returned nothing');
    return row;
  }

  /**
   * spec 3 §5: a LinkedIn address sent is a new review: its status becomes 'submitted' and it waits
   * in the console's career queue from now (submittedAt) for a first answer (reviewedAt).
   */
  async submitSocialUrl(projectId: string, socialUrl: string, now: Date): Promise<void> {
    await this.db
      .update(careerProjects)
      .set({
        socialUrl,
        socialStatus: 'submitted' satisfies CareerStatus,
        submittedAt: now,
        reviewedAt: null,
        updatedAt: now,
      })
      .where(eq(careerProjects.id, projectId));
  }

  /**
   * Attaches stored files to the project and makes its CV review 'submitted', at most `max` CVs in
   * all (the project's row is locked for the count). False when they would pass the limit.
   */
  async attachResumes(
    project: CareerProjectRow,
    fileIds: string[],
    max: number,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: careerProjects.id })
        .from(careerProjects)
        .where(eq(careerProjects.id, project.id))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(careerResumes)
        .where(and(eq(careerResumes.projectId, project.id), notInArray(careerResumes.fileId, fileIds)));
      if ((held?.n ?? 0) + fileIds.length > max) return false;
      await tx
        .insert(careerResumes)
        .values(
          fileIds.map((fileId) => ({
            companyCode: project.companyCode,
            projectId: project.id,
            fileId,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
      // A new CV waits in the console's queue from now, for a first answer to it.
      await tx
        .update(careerProjects)
        .set({
          resumeStatus: 'submitted' satisfies CareerStatus,
          submittedAt: now,
          reviewedAt: null,
          updatedAt: now,
        })
        .where(eq(careerProjects.id, project.id));
      return true;
    });
  }

  /** The project's CVs, newest first. */
  resumes(projectId: string): Promise<CareerResumeRow[]> {
    return this.db
      .select({
        fileId: careerResumes.fileId,
        fileName: fileObjects.fileName,
        uploadedAt: careerResumes.createdAt,
      })
      .from(careerResumes)
      .innerJoin(fileObjects, eq(fileObjects.id, careerResumes.fileId))
      .where(eq(careerResumes.projectId, projectId))
      .orderBy(desc(careerResumes.createdAt), desc(careerResumes.id));
  }

  hasResume(projectId: string): Promise<boolean> {
    return anyRow(this.db, careerResumes, eq(careerResumes.projectId, projectId));
  }

  /** The project's comments, newest first (spec 3 §2). */
  comments(projectId: string): Promise<CareerCommentRow[]> {
    return this.db
      .select()
      .from(careerComments)
      .where(eq(careerComments.projectId, projectId))
      .orderBy(desc(careerComments.createdAt), desc(careerComments.id));
  }

  /** The student's own comments on the project since `since`. */
  async studentCommentsSince(projectId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(careerComments)
      .where(
        and(
          eq(careerComments.projectId, projectId),
          eq(careerComments.author, 'student'),
          gte(careerComments.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  async addComment(
    project: CareerProjectRow,
    kind: 'social' | 'resume',
    remark: string,
    now: Date,
  ): Promise<void> {
    await this.db.insert(careerComments).values({
      companyCode: project.companyCode,
      projectId: project.id,
      kind,
      author: 'student',
      remark,
      createdAt: now,
    });
    await this.db.update(careerProjects).set({ updatedAt: now }).where(eq(careerProjects.id, project.id));
  }

  /** A file of the company (the expert CV: staff's, so no student owns it). */
  async file(companyCode: string, id: string): Promise<CareerFileRow | undefined> {
    return findOwned(this.db, fileObjects, companyCode, id);
  }

  /** The student's record whose expert CV is this file. */
  withAdminDoc(student: Student, fileId: string): Promise<CareerProjectRow | undefined> {
    return firstRow(
      this.db,
      careerProjects,
      and(ownedBy(student), eq(careerProjects.adminDocFileId, fileId)),
    );
  }

  /** The student's record a CV of theirs is attached to. */
  async withResume(student: Student, fileId: string): Promise<CareerProjectRow | undefined> {
    const [row] = await this.db
      .select({ project: careerProjects })
      .from(careerResumes)
      .innerJoin(careerProjects, eq(careerProjects.id, careerResumes.projectId))
      .where(and(ownedBy(student), eq(careerResumes.fileId, fileId)))
      .limit(1);
    return row?.project;
  }
}
