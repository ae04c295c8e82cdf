import {
  type ConsoleVideo,
  VideosMessages as M,
  type VideoList,
  type VideoReorder,
  type VideoValues,
} from '@portico/contract/console-videos';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { AuditedRows, type RowKind } from './audited-rows';
import { adminOnly } from './authoring';
import type { VideoRow, VideosRepository, VideoWrite } from './videos.repository';

type CourseNames = Map<string, string>;

/**
 * The dashboard's videos in the console (CONSOLE.md Authoring, admin only): listed, created, changed,
 * deleted and reordered within a section. Each change is one transaction with its audit entry.
 */
export class VideosService {
  private readonly rows: AuditedRows<VideosRepository, VideoRow>;

  constructor(
    private readonly repo: VideosRepository,
    private readonly clock: Clock,
  ) {
    this.rows = new AuditedRows(repo, clock, VIDEO);
  }

  async list(actor: Actor): Promise<VideoList> {
    const companyCode = adminOnly(actor);
    const courses = await this.repo.courses(companyCode);
    const names: CourseNames = new Map(courses.map((c) => [c.id, c.courseName]));
    return { videos: (await this.repo.list(companyCode)).map((v) => present(v, names)), courses };
  }

  async create(actor: Actor, body: VideoValues): Promise<ConsoleVideo> {
    const companyCode = adminOnly(actor);
    const names = await this.courseNames(actor, body.courseId);
    const row = await this.rows.create(actor, 'video.create', (repo) =>
      repo.insert(companyCode, write(body), this.clock.now()),
    );
    return present(row, names);
  }

  async change(actor: Actor, id: string, body: VideoValues): Promise<ConsoleVideo> {
    const companyCode = adminOnly(actor);
    const names = await this.courseNames(actor, body.courseId);
    const row = await this.rows.change(actor, 'video.change', id, (repo) =>
      repo.update(companyCode, id, write(body)),
    );
    return present(row, names);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const companyCode = adminOnly(actor);
    await this.rows.remove(actor, 'video.delete', id, (repo) => repo.remove(companyCode, id));
  }

  /** One section's videos (for one course or all) in a new order: each listed once, numbered 0, 1, 2… */
  async reorder(actor: Actor, body: VideoReorder): Promise<VideoList> {
    const companyCode = adminOnly(actor);
    const first = await this.repo.first(companyCode, body.ids);
    if (!first) throw notFound(M.notFound);
    await this.repo.transaction(async (repo) => {
      const rows = await repo.lockSection(companyCode, first.section, first.courseId);
      const ids = new Set(body.ids);
      if (ids.size !== body.ids.length || ids.size !== rows.length || rows.some((r) => !ids.has(r.id)))
        throw badRequest(M.reorder);
      for (const [orderNo, id] of body.ids.entries()) {
        if (rows.find((r) => r.id === id)?.orderNo !== orderNo)
          await repo.update(companyCode, id, { orderNo });
      }
      await this.rows.audit(
        repo,
        actor,
        'video.reorder',
        first.section,
        { section: first.section, courseId: first.courseId, ids: rows.map((r) => r.id) },
        { section: first.section, courseId: first.courseId, ids: body.ids },
      );
    });
    return this.list(actor);
  }

  /** The company's course names; a course id that is not one of them is refused. */
  private async courseNames(actor: Actor, courseId: string | null): Promise<CourseNames> {
    const names: CourseNames = new Map(
      (await this.repo.courses(actor.staff.companyCode)).map((c) => [c.id, c.courseName]),
    );
    if (courseId && !names.has(courseId)) throw badRequest(M.courseNotFound);
    return names;
  }
}

const write = (b: VideoValues): VideoWrite => ({
  courseId: b.courseId,
  section: b.section,
  title: b.title,
  thumbnail: b.thumbnail,
  content: b.content,
  isVimeo: b.isVimeo,
  duration: b.duration,
  orderNo: b.orderNo,
  isActive: b.isActive,
});

const snapshot = (r: VideoRow) => ({
  courseId: r.courseId,
  section: r.section,
  title: r.title,
  thumbnail: r.thumbnail,
  content: r.content,
  isVimeo: r.isVimeo,
  duration: r.duration,
  orderNo: r.orderNo,
  isActive: r.isActive,
});

const VIDEO: RowKind<VideosRepository, VideoRow> = {
  entity: 'video',
  notFound: M.notFound,
  lock: (repo, companyCode, id) => repo.lock(companyCode, id),
  snapshot,
};

function present(r: VideoRow, names: CourseNames): ConsoleVideo {
  return {
    id: r.id,
    ...snapshot(r),
    courseName: r.courseId ? (names.get(r.courseId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  };
}
