import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companyCode } from './tenancy';

/** Per-company lists the portal offers as choices, e.g. LANGUAGE for the profile (spec 1 §3, §7). */
export const metadata = pgTable(
  'metadata',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    componentType: text('component_type').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [index('metadata_company_type_idx').on(t.companyCode, t.componentType)],
);
