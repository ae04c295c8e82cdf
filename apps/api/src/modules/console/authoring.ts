import { ConsoleMessages } from '@portico/contract/console';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { AuditInsert } from './audited.repository';

/** Where an act's audit entry goes: the repository of the act's transaction. */
export type AuditLog = { audit(entry: AuditInsert): Promise<void> };

/** Authoring is the admins' (CONSOLE.md Authoring); answers the company they act for. */
export function adminOnly(actor: Actor): string {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
  return actor.staff.companyCode;
}

/** The row a lock found; 404 with `message` when the company has none of that id. */
export async function found<T>(row: Promise<T | undefined>, message: string): Promise<T> {
  const value = await row;
  if (!value) throw notFound(message);
  return value;
}

/** The audit entry of one act of `actor` at `at`: what the entity was and what it became. */
export const auditEntry = (
  actor: Actor,
  at: Date,
  fact: { action: string; entity: string; entityId: string; before: unknown; after: unknown },
): AuditInsert => ({
  companyCode: actor.staff.companyCode,
  staffId: actor.staff.id,
  action: fact.action,
  entity: fact.entity,
  entityId: fact.entityId,
  before: fact.before,
  after: fact.after,
  ip: actor.ip,
  at,
});

/**
 * The audit writer of a service whose acts are on several kinds of entity, each entry dated by
 * `now` when it is written.
 */
export const auditWriter =
  (now: () => Date) =>
  (
    repo: AuditLog,
    actor: Actor,
    action: string,
    entity: string,
    entityId: string,
    before: object | null,
    after: object | null,
  ) =>
    repo.audit(auditEntry(actor, now(), { action, entity, entityId, before, after }));

/** The audit writer of a service whose acts are all on one kind of entity. */
export const entityAuditWriter = (entity: string, now: () => Date) => {
  const write = auditWriter(now);
  return (
    repo: AuditLog,
    actor: Actor,
    action: string,
    entityId: string,
    before: object | null,
    after: object | null,
  ) => write(repo, actor, action, entity, entityId, before, after);
};
