import {
  CODE_MAX_BYTES,
  type CodingContent,
  type CodingLanguage,
  CodingLanguageSchema,
  type CodingRunRequest,
  type CodingRunResult,
  codingLanguages,
  CodingMessages as M,
} from '@portico/contract/coding';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound, unavailable } from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { isUuid } from '../../lib/text';
import { userActionId } from '../user-actions/user-actions.service';
import type { CodingRepository } from './coding.repository';
import { continueAfter, judge, type TestCase } from './judge';
import { KeyBusyError, QueueBusyError, type RunQueue } from './run-queue';
import { type CodeRunner, type RunLimits, RunnerUnavailableError } from './runner/code-runner';
import { skeletons } from './skeletons';

type Student = { id: string; companyCode: string };
/** LearningService.openable: the object's kind and course, or the refusal ('Not Released', no access…). */
type ObjectGate = (student: Student, objectId: string) => Promise<{ kind: string; courseId: string }>;

/** 429 past the per-student run limit; the route sends `Retry-After` with it. */
export class TooManyRuns extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', M.tooMany);
  }
}

export interface CodingOptions {
  limits: RunLimits;
  /** Runs one student may start per rate-limit window (the limiter's). */
  runsPerWindow: number;
}

/** spec 2 §7 coding-content and the run of a coding exercise (decision 025). */
export class CodingService {
  constructor(
    private readonly repo: CodingRepository,
    private readonly gate: ObjectGate,
    private readonly runner: CodeRunner,
    private readonly queue: RunQueue,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly options: CodingOptions,
    private readonly log: { warn: (o: object, msg: string) => void },
  ) {}

  /** The exercise as the student may see it: the task, visible cases only, their saved code. */
  async content(student: Student, id: string): Promise<CodingContent> {
    const { object, courseId } = await this.exercise(student, id);
    const languages = offered(object.component.languages);
    const runs = await this.repo.latestRuns(student, object.id);
    const savedCode: CodingContent['savedCode'] = {};
    for (const run of runs) {
      const language = CodingLanguageSchema.safeParse(run.language);
      if (language.success) savedCode[language.data] = run.code;
    }
    const newest = [...runs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const lastLanguage = CodingLanguageSchema.safeParse(newest?.language);
    const status = await this.repo.actionStatus(student, userActionId(student, object.id));
    const cases = testCasesOf(object.component);
    return {
      id: object.id,
      companyCode: student.companyCode,
      courseId,
      title: object.title,
      content: object.component.content ?? '',
      languages,
      defaultLanguage: languages[0] ?? 'c',
      starterCode: Object.fromEntries(
        languages.map((l) => [l, object.component.starterCode?.[l] ?? skeletons[l]]),
      ),
      savedCode,
      lastLanguage: lastLanguage.success && languages.includes(lastLanguage.data) ? lastLanguage.data : null,
      testCases: cases.filter((c) => c.show).map(({ input, output }) => ({ input, output })),
      hiddenCases: cases.filter((c) => !c.show).length,
      objectStatus: status === 'Completed' ? 'Completed' : runs.length || status ? 'InProgress' : 'Launch',
    };
  }

  /**
   * Runs the student's code against every case of the exercise, hidden ones included, in the
   * runner; keeps the run and, when every case passed, completes the object (once) in one transaction.
   */
  async run(student: Student, body: CodingRunRequest): Promise<CodingRunResult> {
    if (!body.code.trim()) throw badRequest(M.codeRequired);
    if (Buffer.byteLength(body.code, 'utf8') > CODE_MAX_BYTES) throw badRequest(M.codeTooLong);
    const { object, courseId } = await this.exercise(student, body.id);
    if (!offered(object.component.languages).includes(body.language)) throw badRequest(M.languageNotOffered);
    await this.limitRuns(student);
    const cases = testCasesOf(object.component);
    const outcome = await this.execute(student, body.language, body.code, cases);
    const judged = judge(cases, outcome);
    const passedCases = judged.cases.filter((c) => c.status === 'passed').length;
    const now = this.clock.now();
    const completedNow = await this.repo.transaction(async (repo) => {
      await repo.insertRun({
        companyCode: student.companyCode,
        studentId: student.id,
        learningObjectId: object.id,
        language: body.language,
        code: body.code,
        status: judged.status,
        passedCases,
        totalCases: cases.length,
        runner: this.runner.name,
        // The database's clock, not the app's: the newest run in each language must sort last.
      });
      const action = { id: userActionId(student, object.id), referenceId: object.id, courseId };
      if (judged.status === 'passed') {
        return repo.markAction(student, { ...action, status: 'Completed' }, now);
      }
      await repo.markAction(student, { ...action, status: 'InProgress' }, now);
      return false;
    });
    const status = await this.repo.actionStatus(student, userActionId(student, object.id));
    return {
      ...judged,
      objectStatus: status === 'Completed' ? 'Completed' : 'InProgress',
      completedNow,
    };
  }

  private async exercise(student: Student, id: string) {
    if (!isUuid(id)) throw notFound(M.notFound);
    // The gate first: a student who may not open the object learns nothing of it, not even its kind.
    const { courseId } = await this.gate(student, id);
    const object = await this.repo.object(student.companyCode, id);
    if (!object) throw notFound(M.notFound);
    if (object.kind !== 'Coding') throw badRequest(M.notCoding);
    return { object, courseId };
  }

  private async limitRuns(student: Student) {
    const limit: Limit = { name: 'coding-run', max: this.options.runsPerWindow };
    const subject = studentKey(student);
    if ((await this.limiter.hit(limit, subject)) <= limit.max) return;
    throw new TooManyRuns(await this.limiter.secondsLeft(limit, subject));
  }

  private async execute(student: Student, language: CodingLanguage, source: string, cases: TestCase[]) {
    const { limits } = this.options;
    // A safety net over the runner's own limits: compile, every case's wall clock, and some slack.
    const deadline = (limits.compileSeconds + cases.length * (limits.wallSeconds + 1) + 30) * 1000;
    try {
      return await this.queue.schedule(
        () =>
          this.runner.run({
            language,
            source,
            stdins: cases.map((c) => c.input),
            limits,
            continueAfter: continueAfter(cases),
            signal: AbortSignal.timeout(deadline),
          }),
        // Students take turns in the line (decision 025, 'Fair share').
        studentKey(student),
      );
    } catch (err) {
      if (err instanceof KeyBusyError) throw new AppError('RATE_LIMITED', M.runsWaiting);
      if (err instanceof QueueBusyError) throw unavailable(M.busy);
      this.log.warn(
        { err: err instanceof Error ? err.message : String(err), runner: this.runner.name },
        err instanceof RunnerUnavailableError ? 'code runner unavailable' : 'code run failed',
      );
      throw unavailable(M.unavailable);
    }
  }
}

/** One student of one company: the rate limit's subject and the queue's key. */
const studentKey = (student: Student) => `${student.companyCode}:${student.id}`;

/** The languages an exercise offers, in its order (all four when it names none). */
function offered(languages: string[] | undefined): CodingLanguage[] {
  const known = (languages ?? []).filter((l): l is CodingLanguage =>
    (codingLanguages as readonly string[]).includes(l),
  );
  return known.length ? [...new Set(known)] : [...codingLanguages];
}

const testCasesOf = (component: { testCases?: TestCase[] }): TestCase[] => component.testCases ?? [];
