import {
  UserActionMessages as M,
  type UserAction,
  type UserActionReferenceType,
  type UserActionRequest,
} from '@portico/contract/user-actions';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type {
  UpsertOptions,
  UserActionInsert,
  UserActionRow,
  UserActionsRepository,
} from './user-actions.repository';

export type StudentRef = { id: string; companyCode: string };

/**
 * A learning object the student may use (LearningService.openable): its kind and course, or it
 * throws the refusal (not found, 'Not Released', no access, expired).
 */
export type ObjectGate = (
  student: StudentRef,
  objectId: string,
) => Promise<{ kind: string; courseId: string }>;

/** Opening one of these completes it (spec 2 §4: a non-test, non-video object). */
const completedByOpening = new Set(['Lesson', 'BookAudio']);

/** DATA-MODEL.md user_action: company, student and object combined. */
export const userActionId = (s: StudentRef, referenceId: string) => `${s.companyCode}_${s.id}_${referenceId}`;

/** What a resolver settles for its type: the stored fields it decides, and how the upsert treats them. */
type Resolved = Pick<UserActionInsert, 'objectType' | 'status' | 'isRead' | 'duration'> & UpsertOptions;
type Resolver = (student: StudentRef, body: UserActionRequest) => Promise<Resolved>;

export class UserActionsService {
  /**
   * One resolver per reference type: each checks that the object belongs to the student's company
   * and that the student may use it, then settles the fields of the record.
   */
  private readonly resolvers: Record<UserActionReferenceType, Resolver> = {
    Notification: (s, b) => this.notification(s, b, 'notification'),
    Notice: (s, b) => this.notification(s, b, 'notice'),
    Video: (s, b) => this.video(s, b),
    Batch: (s, b) => this.liveClass(s, b),
    LearningObject: (s, b) => this.lesson(s, b),
  };

  constructor(
    private readonly repo: UserActionsRepository,
    private readonly clock: Clock,
    private readonly objects: ObjectGate = async () => {
      throw notFound(M.videoNotFound);
    },
  ) {}

  /** spec 1 §7 POST user-actions: upserted, never duplicated. */
  async record(student: StudentRef, body: UserActionRequest): Promise<UserAction> {
    const id = userActionId(student, body.referenceId);
    if (body.id && body.id !== id) throw forbidden(M.badActionId);
    const resolve = this.resolvers[body.referenceType];
    if (!resolve) throw badRequest(M.badReferenceType);
    const { keepCompleted, ...fields } = await resolve(student, body);
    if (body.courseId && !(await this.repo.courseExists(student.companyCode, body.courseId))) {
      throw badRequest(M.badCourse);
    }
    const row = await this.repo.upsertAction(
      {
        id,
        companyCode: student.companyCode,
        studentId: student.id,
        referenceId: body.referenceId,
        referenceType: body.referenceType,
        courseId: body.courseId ?? null,
        timeStamp: this.clock.now(),
        ...fields,
      },
      { keepCompleted },
    );
    return presentAction(row);
  }

  /** The student's own actions on the named objects (the video player resumes from them). */
  async list(student: StudentRef, referenceIds: string[]): Promise<UserAction[]> {
    const rows = await this.repo.listActions(student.companyCode, student.id, [...new Set(referenceIds)]);
    return rows.map(presentAction);
  }

  /**
   * A notification or notice: an active one of the student's own company (a personal one, theirs
   * only); opening it reads it.
   */
  private async notification(
    student: StudentRef,
    body: UserActionRequest,
    type: 'notification' | 'notice',
  ): Promise<Resolved> {
    if (!(await this.repo.activeNotificationExists(student, body.referenceId, type, this.clock.now()))) {
      throw notFound(type === 'notice' ? M.noticeNotFound : M.notificationNotFound);
    }
    return {
      objectType: body.objectType ?? '',
      status: body.status ?? null,
      isRead: body.isRead ?? true,
      duration: body.duration,
    };
  }

  /**
   * spec 1 §4 video progress: an active video of the company; InProgress while playing, Completed
   * on the end (position 0). A completed video stays completed while its position still moves.
   */
  private async video(student: StudentRef, body: UserActionRequest): Promise<Resolved> {
    // A dashboard video, else a video lesson the student may open (its course's access rules).
    if (!(await this.repo.activeVideoExists(student.companyCode, body.referenceId))) {
      const object = await this.objects(student, body.referenceId).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound(M.videoNotFound) : error;
      });
      if (object.kind !== 'Video') throw notFound(M.videoNotFound);
    }
    if (body.status !== 'InProgress' && body.status !== 'Completed') throw badRequest(M.videoStatus);
    if (body.duration === undefined) throw badRequest(M.videoDuration);
    return {
      objectType: body.objectType ?? 'Video',
      status: body.status,
      isRead: body.isRead ?? false,
      duration: body.duration,
      keepCompleted: true,
    };
  }

  /**
   * spec 2 §4 / spec 3 §7: opening a lesson or book audio the student may open marks it Completed,
   * once (a later post changes nothing but the time).
   */
  private async lesson(student: StudentRef, body: UserActionRequest): Promise<Resolved> {
    if (body.status !== undefined && body.status !== 'Completed') throw badRequest(M.lessonStatus);
    const object = await this.objects(student, body.referenceId);
    if (!completedByOpening.has(object.kind)) throw badRequest(M.lessonKind);
    return {
      objectType: body.objectType ?? object.kind,
      status: 'Completed',
      isRead: body.isRead ?? false,
      duration: 0,
      keepCompleted: true,
    };
  }

  /**
   * spec 1 §4 / spec 3 §7 live class launch: referenceId is a live class of the company whose batch
   * the student is enrolled in; the action is Attended.
   */
  private async liveClass(student: StudentRef, body: UserActionRequest): Promise<Resolved> {
    if (body.objectType !== 'LiveClass') throw badRequest(M.liveClassObjectType);
    if (body.status !== undefined && body.status !== 'Attended') throw badRequest(M.liveClassStatus);
    const liveClass = await this.repo.liveClassFor(student.companyCode, student.id, body.referenceId);
    if (!liveClass) throw notFound(M.liveClassNotFound);
    if (!liveClass.enrolled) throw forbidden(M.liveClassNotEnrolled);
    return {
      objectType: 'LiveClass',
      status: 'Attended',
      isRead: body.isRead ?? false,
      duration: 0,
    };
  }
}

function presentAction(r: UserActionRow): UserAction {
  return {
    id: r.id,
    referenceId: r.referenceId,
    referenceType: r.referenceType,
    objectType: r.objectType,
    status: r.status,
    courseId: r.courseId,
    timeStamp: r.timeStamp.toISOString(),
    duration: r.duration,
    isRead: r.isRead,
  };
}
