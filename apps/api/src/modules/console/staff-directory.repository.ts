import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';

/**
 * The members a queue's work can be given to (every queue's owner choice): enabled, and past their
 * invitation — a member who has not yet chosen a password cannot act on what they are given.
 */
export function assignableStaff(db: Db, companyCode: string) {
  return db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(and(eq(staff.companyCode, companyCode), isNull(staff.disabledAt), isNull(staff.invitedAt)))
    .orderBy(asc(staff.name));
}
