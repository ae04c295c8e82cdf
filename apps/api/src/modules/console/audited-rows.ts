import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/staff-actor';
import { type AuditLog, auditEntry, found } from './authoring';

/** A repository the acts run on: its transaction (the repository bound to it) and the audit log. */
type ActsRepository<R> = AuditLog & { transaction<T>(work: (repo: R) => Promise<T>): Promise<T> };

/** One kind of a company's rows as the console's authoring changes them. */
export type RowKind<R, Row> = {
  /** The entity its audit entries name. */
  entity: string;
  /** The 404's message when the company has no row of the id. */
  notFound: string;
  /** The company's row, locked until the transaction ends; undefined when it has none of that id. */
  lock(repo: R, companyCode: string, id: string): Promise<Row | undefined>;
  /** What an audit entry keeps of a row, as it was or as it became. */
  snapshot(row: Row): object;
};

/**
 * The console's acts on one kind of a company's rows (CONSOLE.md Authoring): each is one transaction
 * in which the row is written, or locked (404 when the company has none of that id) and then changed
 * or deleted by the service's own step, which makes its checks first; and the act's audit entry,
 * keeping what the row was and what it became, is written in that transaction too.
 */
export class AuditedRows<R extends ActsRepository<R>, Row extends { id: string }> {
  constructor(
    private readonly repo: R,
    private readonly clock: Clock,
    private readonly kind: RowKind<R, Row>,
  ) {}

  /** A new row: `insert` checks and writes it; answers it. */
  create<T extends Row>(actor: Actor, action: string, insert: (repo: R) => Promise<T>): Promise<T> {
    return this.repo.transaction(async (repo) => {
      const row = await insert(repo);
      await this.audit(repo, actor, action, row.id, null, this.kind.snapshot(row));
      return row;
    });
  }

  /** A change to the row of `id`: `update` checks and writes it, and answers the row as it now is. */
  change<T extends Row>(
    actor: Actor,
    action: string,
    id: string,
    update: (repo: R, before: Row) => Promise<T>,
  ): Promise<T> {
    return this.repo.transaction((repo) => this.changeIn(repo, actor, action, id, update));
  }

  /** `change` in a transaction the caller has opened, for what it must lock before the row. */
  async changeIn<T extends Row>(
    repo: R,
    actor: Actor,
    action: string,
    id: string,
    update: (repo: R, before: Row) => Promise<T>,
  ): Promise<T> {
    const before = await this.locked(repo, actor, id);
    const after = await update(repo, before);
    await this.audit(repo, actor, action, id, this.kind.snapshot(before), this.kind.snapshot(after));
    return after;
  }

  /** The row of `id` deleted by `remove`, which checks first; the entry keeps what it was. */
  remove(
    actor: Actor,
    action: string,
    id: string,
    remove: (repo: R, before: Row) => Promise<void>,
  ): Promise<void> {
    return this.repo.transaction(async (repo) => {
      const before = await this.locked(repo, actor, id);
      await remove(repo, before);
      await this.audit(repo, actor, action, id, this.kind.snapshot(before), null);
    });
  }

  /** An entry of another act on this kind of row (`entityId` need not be a row's id). */
  audit(
    repo: R,
    actor: Actor,
    action: string,
    entityId: string,
    before: object | null,
    after: object | null,
  ) {
    const { entity } = this.kind;
    return repo.audit(auditEntry(actor, this.clock.now(), { action, entity, entityId, before, after }));
  }

  private locked(repo: R, actor: Actor, id: string): Promise<Row> {
    return found(this.kind.lock(repo, actor.staff.companyCode, id), this.kind.notFound);
  }
}
