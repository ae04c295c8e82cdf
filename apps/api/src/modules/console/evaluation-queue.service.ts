import { randomUUID } from 'node:crypto';
import {
  type EvaluationDetail,
  type EvaluationFilter,
  type EvaluationQuestions,
  type EvaluationQueue,
  EvaluationMessages as M,
} from '@portico/contract/console-evaluations';
import {
  EVALUATION_AUDIO_MAX_BYTES,
  type EvaluationCorrect,
  EvaluationDraftSchema,
  type EvaluationSave,
} from '@portico/contract/console-evaluations-drafts';
import type { SecondMarkingSettle } from '@portico/contract/console-second-marking';
import { examOf } from '@portico/contract/evaluation-rubrics';
import type { AppContext } from '../../lib/context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { detectFileType } from '../storage/file-type';
import type { StorageDriver } from '../storage/storage.driver';
import { fileObjectUrl, type ServedFile } from '../storage/storage.service';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import { answersOf, evaluationAct } from './evaluation-act';
import { checkDraft, consoleFileUrl } from './evaluation-answers';
import { type ChangeWork, correctionWork, mayCorrect } from './evaluation-correction';
import { checkBase, checkClips, clipPrefix, storeVersion } from './evaluation-drafts';
import { evaluationQuestions } from './evaluation-questions';
import type { EvaluationQueueRepository, EvaluationRow } from './evaluation-queue.repository';
import { reportPath, writeRelease } from './evaluation-release';
import { checkMayRelease, queueItem, releaseEach, stageWork } from './evaluation-review';
import type { GradingAidsService } from './grading-aids.service';
import { HOUR, inActorCourses, listNarrowing, queueView } from './queue-common';
import { checkFirstEditable, checkSecondDone, secondMarkingOf } from './second-marking';
import { askWork, secondDraftWork, settleWork } from './second-marking-acts';
import { StudentNews } from './student-news';
import { evaluationReleasedNews } from './student-news-texts';

type Row = EvaluationRow;
/** A member's autosaves within this long of their last save are one act in the audit log. */
const DRAFT_AUDIT_QUIET_MS = 15 * 60_000;
const AUDIO_KINDS = { webm: 'audio/webm', ogg: 'audio/ogg', mp4: 'audio/mp4' } as const;

/**
 * The Evaluations queue (CONSOLE.md 'Evaluations'): attempts sent for evaluation oldest first, with
 * their age, due time (the company's evaluation turnaround target after the request) and owner; the faculty's draft, kept
 * in evaluation_work and never shown to the student; and Release, the one act that writes what the
 * student reads. Admins work on every attempt of the company, faculty on those of their courses.
 */
export class EvaluationQueueService {
  private readonly news: StudentNews;

  constructor(
    private readonly repo: EvaluationQueueRepository,
    private readonly ctx: AppContext,
    private readonly driver: StorageDriver,
    /** The band descriptors the workspace shows beside each criterion. */
    private readonly aids: Pick<GradingAidsService, 'descriptorsFor'>,
  ) {
    this.news = new StudentNews(ctx);
  }

  /**
   * The queue by its filter, with its turnaround; `since` (the start of the teacher's day) also
   * counts the releases from then, out of the turnaround's releases of the last 30 days.
   */
  async queue(
    actor: Actor,
    query: { filter: EvaluationFilter; since?: string; late: boolean; mine: boolean },
  ): Promise<EvaluationQueue> {
    const now = this.ctx.clock.now();
    const narrowing = listNarrowing(actor, now, 'evaluations', query);
    let released: { releasedAt: Date | null }[] = [];
    const { rows, ...figures } = await queueView(this.repo, actor, now, {
      items: (companyCode, scope) => this.repo.queue(companyCode, scope, query.filter, narrowing),
      done: async (companyCode, scope, since) => {
        const done = await this.repo.releasedSince(companyCode, scope, since);
        released = done;
        return done;
      },
      hours: (r) => ((r.releasedAt?.getTime() ?? 0) - (r.requestedAt?.getTime() ?? 0)) / HOUR,
    });
    const since = query.since ? Date.parse(query.since) : null;
    const releasedSince =
      since === null ? null : released.filter((r) => (r.releasedAt?.getTime() ?? 0) >= since).length;
    return { items: rows.map((r) => queueItem(r, now, actor)), ...figures, releasedSince };
  }

  /** Grading by question (issue 40): the waiting attempts' questions, restricted as the queue is. */
  questions(actor: Actor): Promise<EvaluationQuestions> {
    return evaluationQuestions(this.repo, actor);
  }

  async detail(actor: Actor, id: string): Promise<EvaluationDetail> {
    const row = await this.visible(actor, id);
    const attempt = await this.repo.attemptRow(row.companyCode, row.id);
    if (!attempt) throw notFound(M.notFound);
    const answers = await answersOf(this.repo, attempt);
    const draft = row.draft ? EvaluationDraftSchema.safeParse(row.draft) : null;
    const second = await secondMarkingOf(this.repo.secondMarkings(), actor, row, answers);
    // A second marker's page holds their own draft; the first marking never reaches it.
    const shown = second?.own ?? {
      draft: draft?.success ? draft.data : null,
      version: row.draftVersion ?? 0,
      savedBy: row.draftSavedById ? { id: row.draftSavedById, name: row.draftSavedByName ?? '' } : null,
    };
    const compared = second?.view.comparison;
    const audioUrls: Record<string, string> = {};
    for (const d of [shown.draft, compared?.first, compared?.second]) {
      for (const a of Object.values(d?.answers ?? {})) {
        if (a.audioFileId) audioUrls[a.audioFileId] = consoleFileUrl(row.id, a.audioFileId);
      }
    }
    return {
      item: queueItem(row, this.ctx.clock.now(), actor),
      course: row.courseId ? { id: row.courseId, name: row.courseName ?? '' } : null,
      exam: examOf(row),
      test: { id: row.testId, title: row.testTitle },
      endedAt: row.endedAt?.toISOString() ?? null,
      answers: answers.map(({ rubricOf: _r, storedUrl: _s, ...a }) => a),
      draft: shown.draft,
      draftVersion: shown.version,
      draftSavedBy: shown.savedBy,
      audioUrls,
      corrections: (await this.repo.corrections(row.companyCode, row.id)).map((c) => ({
        version: c.version,
        reason: c.reason ?? '',
        by: c.byId ? { id: c.byId, name: c.byName ?? '' } : null,
        at: c.at.toISOString(),
      })),
      canCorrect: row.evaluationStatus === 1 && mayCorrect(actor, row),
      grading: actor.grading,
      descriptors: await this.aids.descriptorsFor(
        row.companyCode,
        answers.map((a) => a.rubric.id),
      ),
      staff: await this.repo.enabledStaff(actor.staff.companyCode),
      secondMarking: second?.view ?? null,
    };
  }

  /**
   * Saves the draft over the version the page was based on (decision 028: a later save never erases
   * another grader's silently); each version is kept in evaluation_drafts. The page autosaves.
   */
  async saveDraft(actor: Actor, id: string, body: EvaluationSave): Promise<EvaluationDetail> {
    const { baseVersion, ...draft } = body;
    const now = this.ctx.clock.now();
    // The page autosaves as the teacher types: one audit entry when a member takes up the draft (or
    // comes back to it), not one per keystroke pause; evaluation_drafts keeps every version anyway.
    const takesUp = (before: Row) =>
      before.draftSavedById !== actor.staff.id ||
      !before.draftSavedAt ||
      now.getTime() - before.draftSavedAt.getTime() > DRAFT_AUDIT_QUIET_MS;
    await evaluationAct(
      this.repo,
      actor,
      id,
      { action: 'evaluation.draft', audited: takesUp },
      async (repo, before, answers) => {
        // While a second marking is open the first is kept as it was sent (decision 057).
        await checkFirstEditable(repo.secondMarkings(), before, actor);
        checkBase(before, baseVersion, 'saving');
        checkDraft(draft, answers);
        await checkClips(repo, before, draft);
        const draftVersion = await storeVersion(
          repo,
          { actor, now: this.ctx.clock.now() },
          before,
          { baseVersion, draft },
          {
            // Whoever works on an unowned evaluation owns it.
            assigneeStaffId: before.assigneeId ?? actor.staff.id,
          },
        );
        // The draft itself is in evaluation_drafts under this version.
        return { draftVersion };
      },
    );
    return this.detail(actor, id);
  }

  async assign(actor: Actor, id: string, staffId: string | null): Promise<EvaluationDetail> {
    if (actor.staff.role !== 'admin' && staffId !== actor.staff.id) throw forbidden(M.assignOthers);
    await evaluationAct(this.repo, actor, id, { action: 'evaluation.assign' }, async (repo, before) => {
      if (staffId) {
        const member = (await repo.enabledStaff(actor.staff.companyCode)).find((m) => m.id === staffId);
        if (!member) throw notFound(M.unknownStaff);
        if (
          member.role === 'faculty' &&
          !(before.courseId && (await repo.staffHasCourse(staffId, before.courseId)))
        )
          throw badRequest(M.notOnCourse);
      }
      await repo.saveWork(before.id, before.companyCode, {
        assigneeStaffId: staffId,
        updatedAt: this.ctx.clock.now(),
      });
      return { assignee: staffId };
    });
    return this.detail(actor, id);
  }

  /**
   * A recorded feedback clip (webm, ogg or mp4 audio, read from its bytes). It belongs to the
   * company until the evaluation is released; then the student's file route serves it to them.
   */
  async uploadAudio(actor: Actor, id: string, bytes: Buffer) {
    if (bytes.length === 0) throw badRequest(M.audioType);
    if (bytes.length > EVALUATION_AUDIO_MAX_BYTES) throw badRequest(M.audioSize);
    const kind = detectFileType(bytes);
    if (kind !== 'webm' && kind !== 'ogg' && kind !== 'mp4') throw badRequest(M.audioType);
    const { companyCode } = actor.staff;
    // Checked before the bytes are stored, and again under the lock when the file is recorded.
    await this.visible(actor, id);
    const storageKey = `${clipPrefix(companyCode, id)}${randomUUID()}.${kind}`;
    await this.driver.put(storageKey, bytes, AUDIO_KINDS[kind]);
    let fileId = '';
    try {
      const record = async (...[repo]: Parameters<ChangeWork>) => {
        const now = this.ctx.clock.now();
        const file = await repo.insertFile({
          companyCode,
          ownerStudentId: null,
          purpose: 'answer-audio',
          storageKey,
          fileName: `feedback.${kind}`,
          contentType: AUDIO_KINDS[kind],
          size: bytes.length,
          status: 'stored',
          createdAt: now,
          uploadedAt: now,
        });
        fileId = file.id;
        return { fileId, size: bytes.length, contentType: AUDIO_KINDS[kind] };
      };
      await evaluationAct(this.repo, actor, id, { action: 'evaluation.audio', on: 'any' }, record);
    } catch (err) {
      await this.driver.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return { fileId, url: consoleFileUrl(id, fileId) };
  }

  /** A clip of the attempt, or the student's recording of one of its answers, for the console to play. */
  async openFile(actor: Actor, id: string, fileId: string): Promise<ServedFile> {
    const row = await this.visible(actor, id);
    const file = await this.repo.file(actor.staff.companyCode, fileId);
    if (file?.status !== 'stored') throw notFound(M.notFound);
    let allowed = file.storageKey.startsWith(clipPrefix(row.companyCode, row.id));
    if (!allowed && file.ownerStudentId === row.studentId) {
      const tracks = await this.repo.tracksOf(row.id);
      allowed = tracks.some((t) => t.enteredText?.trim() === fileObjectUrl(fileId));
    }
    if (!allowed) throw notFound(M.notFound);
    const object = await this.driver.get(file.storageKey);
    if (!object) throw notFound(M.notFound);
    return { ...object, contentType: file.contentType, fileName: file.fileName };
  }

  /**
   * Release (CONSOLE.md): one transaction with the attempt locked. Every answer complete, its result
   * by the exam's rule; item_evaluations and the section results written; the clips given to the
   * student; the attempt rescored with its report; evaluationStatus 1; the audit entry; the student
   * told (a mail and a personal notification).
   */
  async release(actor: Actor, company: CompanyRow, id: string, body: EvaluationSave) {
    checkMayRelease(actor);
    const { baseVersion, ...draft } = body;
    await evaluationAct(
      this.repo,
      actor,
      id,
      { action: 'evaluation.release' },
      async (repo, before, answers, locked, tx) => {
        // A page that has not seen the latest draft would release something nobody reviewed.
        checkSecondDone(before, actor);
        checkBase(before, baseVersion, 'releasing');
        if (answers.length === 0) throw badRequest(M.nothingToEvaluate);
        checkDraft(draft, answers);
        await checkClips(repo, before, draft);
        const now = this.ctx.clock.now();
        const { bands, scores } = await writeRelease(repo, actor, { before, locked, answers }, draft);
        const draftVersion = await storeVersion(
          repo,
          { actor, now: this.ctx.clock.now() },
          before,
          { baseVersion, draft },
          {
            releasedAt: now,
            releasedBy: actor.staff.id,
            assigneeStaffId: before.assigneeId ?? actor.staff.id,
          },
        );
        const student = { id: before.studentId, name: before.studentName, email: before.studentEmail };
        await this.news.tell(
          tx,
          company,
          student,
          evaluationReleasedNews(before.testTitle, reportPath(before)),
          'evaluation',
        );
        return { evaluationStatus: 1, evaluatedBands: bands, scores, draftVersion };
      },
    );
    this.news.sent();
    return this.detail(actor, id);
  }

  /**
   * A released evaluation corrected (issue 40), one act: its grader or an administrator, over the
   * version the page showed, with a reason. What the student reads is written again as a release
   * writes it, the correction kept as a new version with its reason (the released one stays in the
   * history), the old and new in the audit log, and the student told why (mail and notification).
   */
  async correct(actor: Actor, company: CompanyRow, id: string, body: EvaluationCorrect) {
    const act = correctionWork({ clock: this.ctx.clock, news: this.news }, actor, company, body);
    await evaluationAct(this.repo, actor, id, { action: 'evaluation.correct', on: 'released' }, act);
    this.news.sent();
    return this.detail(actor, id);
  }

  /** Review before release: sent for review by its teacher, or reviewed by an administrator (issue 40). */
  async stage(actor: Actor, id: string, stage: 'marked' | 'reviewed', body: EvaluationSave) {
    const action = stage === 'marked' ? 'evaluation.mark' : 'evaluation.review';
    await evaluationAct(this.repo, actor, id, { action }, stageWork(stage, this.ctx.clock, actor, body));
    return this.detail(actor, id);
  }

  /** A second marking asked for by its teacher or an administrator (decision 057). */
  async askSecond(actor: Actor, id: string, note: string) {
    await evaluationAct(
      this.repo,
      actor,
      id,
      { action: 'evaluation.second-ask' },
      askWork(this.ctx.clock, actor, note),
    );
    return this.detail(actor, id);
  }

  /** The second marker's draft saved (autosaved; audited when sent), or sent with every criterion given. */
  async secondDraft(actor: Actor, id: string, body: EvaluationSave, submit: boolean) {
    const act = { action: 'evaluation.second-submit', audited: () => submit };
    await evaluationAct(this.repo, actor, id, act, secondDraftWork(this.ctx.clock, actor, body, submit));
    return this.detail(actor, id);
  }

  /** An administrator settles the two markings: the grades kept become the evaluation's, reviewed. */
  async settle(actor: Actor, id: string, body: SecondMarkingSettle) {
    await evaluationAct(
      this.repo,
      actor,
      id,
      { action: 'evaluation.second-settle' },
      settleWork(this.ctx.clock, actor, body),
    );
    return this.detail(actor, id);
  }

  /** The reviewed evaluations chosen in the queue, each released by its own act. */
  releaseMany(actor: Actor, company: CompanyRow, ids: string[]) {
    return releaseEach(actor, ids, {
      row: (id) => this.visible(actor, id),
      release: (id, body) => this.release(actor, company, id, body),
    });
  }

  /** The attempt, when the actor may see it (its instant feedback beside the workspace, issue 41). */
  async open(actor: Actor, id: string): Promise<{ id: string; companyCode: string }> {
    const row = await this.visible(actor, id);
    return { id: row.id, companyCode: row.companyCode };
  }

  /** The attempt as the actor may see it: 404 for another company's or one never sent, 403 off their courses. */
  private async visible(actor: Actor, id: string): Promise<Row> {
    const row = await this.repo.attempt(actor.staff.companyCode, id);
    if (!row) throw notFound(M.notFound);
    if (!inActorCourses(actor, row.courseId)) throw forbidden(M.notYourCourse);
    return row;
  }
}
