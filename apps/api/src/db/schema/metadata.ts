import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, isActive, orderNo } from './columns';
import { companyCode } from './tenancy';

/** Per-company lists the portal offers as choices, e.g. LANGUAGE for the profile (spec 1 §3, §7). */
export const metadata = pgTable(
  'metadata',
  {
    id: id(),
    companyCode: companyCode(),
    componentType: text('component_type').notNull(),
    name: text('name').notNull(),
    isActive: isActive(),
    orderNo: orderNo(),
  },
  (t) => [index('metadata_company_type_idx').on(t.companyCode, t.componentType)],
);
