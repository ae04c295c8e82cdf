import { createHash } from 'node:crypto';
import { ConsoleMessages } from '@portico/contract/console';
import {
  IMPORT_MAX_TOTAL_CHARS,
  type ImportError,
  type ImportPreview,
  type ImportRequest,
  ImportMessages as M,
} from '@portico/contract/console-import';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { type Facts, readFacts } from '../content/content.repository';
import { applyPlan, retiredSummary } from '../content/content-import';
import {
  ImportBusyError,
  ImportCancelledError,
  ImportTimeoutError,
  type ImportWorkers,
  type JobTalk,
} from '../content/content-import.pool';
import type { PlanPart, TextJobInput, TextJobResult } from '../content/content-job';
import { emptyPlanRows, type WritePlan } from '../content/content-plan';
import type { ContentError } from '../content/content-types';
import type { Needs } from '../content/content-validate';
import type { ExportTest, QtiPackage } from '../qti/qti-export';
import type { QtiExportJobInput, QtiJobInput, QtiJobResult } from '../qti/qti-job';
import { ConsoleRepository } from './console.repository';

/**
 * Content import from the console (CONSOLE.md Authoring, admin only): the same validation and writes
 * as the command line's `content-import`, previewed first, then applied all-or-nothing with its audit
 * entry. Apply carries the preview's fingerprint (the files and the content they touch as it was), so
 * what is applied is what was previewed.
 *
 * Decision 036: an import never stalls other companies. The files are parsed, checked and planned in a
 * worker thread (content-import.pool.ts), within caps and a time limit, and dropped when the admin's
 * browser goes; the database is read in one short snapshot half-way, and an apply writes in one
 * transaction of a few multi-row statements. A portal has one import under way at a time.
 */
export class ImportService {
  /** Companies with an import under way in this process. */
  private readonly underWay = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly workers: ImportWorkers,
  ) {}

  /** Stops the worker threads when the app closes. */
  close() {
    return this.workers.close();
  }

  async preview(actor: Actor, body: ImportRequest, signal?: AbortSignal): Promise<ImportPreview> {
    adminOnly(actor);
    checkSize(body);
    const { companyCode } = actor.staff;
    return this.oneAtATime(companyCode, async () => {
      let digest = '';
      const out = await this.work({ companyCode, files: body.files, preview: true }, signal, {
        ask: async (needs) => {
          const facts = await readFacts(this.db, companyCode, needs, true);
          digest = facts.digest;
          return facts;
        },
      });
      if (out.kind === 'refused') throw badRequest(capMessage(out.error));
      if (out.kind === 'notJson') {
        return { ok: false, errors: inFileOrder(body, [...notJsonErrors(out.files), ...out.errors]) };
      }
      if (out.kind === 'invalid') return { ok: false, errors: inFileOrder(body, out.errors) };
      if (!out.changes) throw new Error('the import worker answered a preview without its changes');
      return { ok: true, fingerprint: fingerprint(out.filesHash, digest), changes: out.changes };
    });
  }

  async apply(actor: Actor, body: ImportRequest & { fingerprint: string }, signal?: AbortSignal) {
    adminOnly(actor);
    checkSize(body);
    const { companyCode } = actor.staff;
    return this.oneAtATime(companyCode, async () => {
      let read: { needs: Needs; facts: Facts } | undefined;
      // The rows come in parts, each read in a turn of its own (content-import.pool.ts).
      const rows = emptyPlanRows();
      const out = await this.work({ companyCode, files: body.files, preview: false }, signal, {
        ask: async (needs) => {
          read = { needs, facts: await readFacts(this.db, companyCode, needs, false) };
          return read.facts;
        },
        part: (p: PlanPart) => (rows[p.table] as Record<string, unknown>[]).push(...p.rows),
      });
      if (out.kind === 'refused') throw badRequest(capMessage(out.error));
      if (out.kind !== 'ok') throw badRequest(M.invalid);
      if (!out.plan || !read) throw new Error('the import worker answered an apply without its plan');
      const plan: WritePlan = { ...out.plan, ...rows };
      const { needs, facts } = read;
      if (fingerprint(out.filesHash, facts.digest) !== body.fingerprint) throw conflict(M.stale);
      const now = this.clock.now();
      // Another import of this company (in any process) waits, or this one waits for it; then the
      // content must still be what the plan was made from.
      const retired = await applyPlan(
        this.db,
        companyCode,
        { needs, digest: facts.digest, plan, now },
        (tx, retired) =>
          new ConsoleRepository(tx).audit({
            companyCode,
            staffId: actor.staff.id,
            action: 'content.import',
            entity: 'content',
            entityId: '',
            before: null,
            after: {
              files: body.files.map((f) => f.name),
              tests: out.counts.tests,
              items: out.counts.items,
              modules: out.counts.modules,
              objects: out.counts.objects,
              retired,
            },
            ip: actor.ip,
            at: now,
          }),
      );
      if (retired === 'stale') throw conflict(M.stale);
      return { ...out.counts, retired: retiredSummary(retired) };
    });
  }

  /**
   * A QTI package converted into content files in a worker (qti-job.ts), under the same caps, time
   * limit and cancelling as the files' own checking; a package Portico refuses is a 400 with why.
   */
  async convertQti(bytes: Uint8Array, fileName: string, signal?: AbortSignal) {
    const input: QtiJobInput = { qti: { bytes, fileName } };
    const out = await this.work<QtiJobResult>(input, signal, { ask: () => Promise.resolve(undefined) });
    if (out.kind === 'problem') throw badRequest(out.message);
    return out.converted;
  }

  /** Tests written as a QTI package in a worker (qti-job.ts), under the same caps and time limit. */
  exportQti(tests: ExportTest[], signal?: AbortSignal): Promise<QtiPackage> {
    const input: QtiExportJobInput = { qtiExport: { tests } };
    return this.work<QtiPackage>(input, signal, { ask: () => Promise.resolve(undefined) });
  }

  private async oneAtATime<T>(companyCode: string, work: () => Promise<T>): Promise<T> {
    if (this.underWay.has(companyCode)) throw conflict(M.busy);
    this.underWay.add(companyCode);
    try {
      return await work();
    } finally {
      this.underWay.delete(companyCode);
    }
  }

  /** The job in a worker, its failures as the admin reads them. */
  private async work<R = TextJobResult>(
    input: TextJobInput | QtiJobInput | QtiExportJobInput,
    signal: AbortSignal | undefined,
    talk: JobTalk<Needs>,
  ): Promise<R> {
    try {
      return await this.workers.run<Needs, R>(input, talk, signal);
    } catch (err) {
      if (err instanceof ImportBusyError) throw new AppError('UNAVAILABLE', M.queueFull);
      if (err instanceof ImportTimeoutError) throw new AppError('UNAVAILABLE', M.timedOut);
      // Nobody reads this answer: the browser that asked has gone.
      if (err instanceof ImportCancelledError) throw new AppError('UNAVAILABLE', 'The import was cancelled.');
      throw err;
    }
  }
}

function adminOnly(actor: Actor) {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
}

function checkSize(body: ImportRequest) {
  const total = body.files.reduce((n, f) => n + f.text.length, 0);
  if (total > IMPORT_MAX_TOTAL_CHARS) throw badRequest(M.tooLarge);
}

/** A file that is not JSON is an error of that file, like any other. */
const notJsonErrors = (files: { name: string; detail: string }[]): ImportError[] =>
  files.map((f) => ({
    file: f.name,
    item: '',
    field: '',
    message: `${M.notJson}${f.detail ? `: ${f.detail}` : ''}`,
  }));

/**
 * Every problem of every file together, file by file in the order they were given (each file's own
 * problems as the checks found them; ones of no file first).
 */
function inFileOrder(body: ImportRequest, errors: ContentError[]): ImportError[] {
  const order = new Map(body.files.map((f, i) => [f.name, i]));
  const at = (e: ContentError) => (e.file ? (order.get(e.file) ?? body.files.length) : -1);
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => at(a.e) - at(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

/** The cap a file exceeds, where: `tests/big.json: Test 'big' has 20,000 items; at most 1,000 …`. */
const capMessage = (e: ContentError) => `${e.file}: ${e.message}`;

/** The files (names and text, in order) and the content they were previewed against. */
const fingerprint = (filesHash: string, digest: string) =>
  createHash('sha256').update(`${filesHash}\0${digest}`).digest('hex');
