import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, type NotificationType, notifications } from '../../db/schema';

export type NoticeRow = typeof notifications.$inferSelect;
export type NoticeWrite = Omit<typeof notifications.$inferInsert, 'id' | 'companyCode' | 'createdAt'>;

/** The only file of the console's notices area that touches the database; every query is per company. */
export class NoticesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: NoticesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new NoticesRepository(tx as unknown as Db)));
  }

  /** The company's notices and notifications (of one type when given), by order, then newest first. */
  list(companyCode: string, type?: NotificationType): Promise<NoticeRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyCode, companyCode), type ? eq(notifications.type, type) : undefined))
      .orderBy(asc(notifications.type), asc(notifications.orderNo), desc(notifications.createdAt))
      .limit(1000);
  }

  /** One notice of the company, locked for the rest of the transaction. */
  async lock(companyCode: string, id: string): Promise<NoticeRow | undefined> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyCode, companyCode), eq(notifications.id, id)))
      .for('update');
    return rows[0];
  }

  async insert(companyCode: string, values: NoticeWrite, createdAt: Date): Promise<NoticeRow> {
    const [row] = await this.db
      .insert(notifications)
      .values({ ...values, companyCode, createdAt })
      .returning();
    if (!row) throw new Error('notice insert returned nothing');
    return row;
  }

  async update(companyCode: string, id: string, values: NoticeWrite): Promise<NoticeRow> {
    const [row] = await this.db
      .update(notifications)
      .set(values)
      .where(and(eq(notifications.companyCode, companyCode), eq(notifications.id, id)))
      .returning();
    if (!row) throw new Error('notice update returned nothing');
    return row;
  }

  async remove(companyCode: string, id: string): Promise<void> {
    await this.db
      .delete(notifications)
      .where(and(eq(notifications.companyCode, companyCode), eq(notifications.id, id)));
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
