import { ConsoleMessages } from '@portico/contract/console';
import {
  type ConsoleMeaningTables,
  type MeaningTable,
  type ScoreExam,
  type ScoreMeanings,
  type ScoreTargets,
  scoreExams,
} from '@portico/contract/score-meaning';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { defaultMeaningTables } from './score-meaning.defaults';
import type { ScoreMeaningRepository } from './score-meaning.repository';

/**
 * What each score means and the student's targets (decision 043). Students read their
 * company's tables (its admin's, else Portico's defaults) and read and write their own targets; a
 * company's admin replaces or restores a table in the console, each change in the audit log.
 */
export class ScoreMeaningService {
  constructor(
    private readonly repo: ScoreMeaningRepository,
    private readonly clock: Clock,
  ) {}

  async meanings(companyCode: string, studentId: string): Promise<ScoreMeanings> {
    const own = await this.repo.tables(companyCode);
    return {
      tables: scoreExams.map((exam) => ({
        custom: own.has(exam),
        table: own.get(exam) ?? defaultMeaningTables[exam],
      })),
      targets: await this.repo.targets(companyCode, studentId),
    };
  }

  targets(companyCode: string, studentId: string): Promise<ScoreTargets> {
    return this.repo.targets(companyCode, studentId);
  }

  /** Replaces the student's targets; an exam with no measure left is dropped. */
  async saveTargets(companyCode: string, studentId: string, body: ScoreTargets): Promise<ScoreTargets> {
    const targets: ScoreTargets = Object.fromEntries(
      Object.entries(body).filter(([, measures]) => measures && Object.keys(measures).length > 0),
    );
    await this.repo.putTargets(companyCode, studentId, targets, this.clock.now());
    return targets;
  }

  async consoleTables(actor: Actor): Promise<ConsoleMeaningTables> {
    adminOnly(actor);
    const own = await this.repo.tables(actor.staff.companyCode);
    return scoreExams.map((exam) => ({
      exam,
      custom: own.has(exam),
      table: own.get(exam) ?? defaultMeaningTables[exam],
      defaultTable: defaultMeaningTables[exam],
    }));
  }

  async saveTable(actor: Actor, exam: ScoreExam, table: MeaningTable): Promise<ConsoleMeaningTables> {
    adminOnly(actor);
    if (table.exam !== exam) throw badRequest(`This is the ${exam} table: its exam must be ${exam}`);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const before = await repo.lockTable(companyCode, exam);
      if (JSON.stringify(before) === JSON.stringify(table)) return;
      const at = this.clock.now();
      await repo.putTable(companyCode, exam, table, actor.staff.id, at);
      await repo.audit(entry(actor, 'score-meaning.update', exam, before, table, at));
    });
    return this.consoleTables(actor);
  }

  /** Back to Portico's default: the company's own table is removed. */
  async resetTable(actor: Actor, exam: ScoreExam): Promise<ConsoleMeaningTables> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const before = await repo.lockTable(companyCode, exam);
      if (!before) return;
      const at = this.clock.now();
      await repo.removeTable(companyCode, exam);
      await repo.audit(entry(actor, 'score-meaning.reset', exam, before, null, at));
    });
    return this.consoleTables(actor);
  }
}

function entry(actor: Actor, action: string, exam: ScoreExam, before: unknown, after: unknown, at: Date) {
  const { companyCode, id } = actor.staff;
  return {
    companyCode,
    staffId: id,
    action,
    entity: 'score-meaning',
    entityId: exam,
    before,
    after,
    ip: actor.ip,
    at,
  };
}

function adminOnly(actor: Actor) {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
}
