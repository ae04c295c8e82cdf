// A demo company's own rows: its settings, the hosts it answers on, its branches and profile languages.
import type { Db } from '../db/client';
import { branches, companies, companyHosts, metadata } from '../db/schema';
import { seedId } from '../lib/seed-id';
import type { DemoCompany } from './seed-demo-schema';

export async function seedCompany(db: Db, c: DemoCompany) {
  // The rest of the company's seed is written by the other seed files; the settings are its row.
  const {
    hosts,
    branches: branchNames,
    courseGroups: _groups,
    products: _products,
    students: _students,
    staff: _staff,
    languages,
    inactiveLanguages,
    content: _content,
    coupons: _coupons,
    notifications: _notifications,
    home: _home,
    ...settings
  } = c;
  await db.insert(companies).values(settings).onConflictDoUpdate({ target: companies.code, set: settings });
  for (const host of hosts) {
    await db
      .insert(companyHosts)
      .values({ host, companyCode: c.code })
      .onConflictDoUpdate({ target: companyHosts.host, set: { companyCode: c.code } });
  }
  for (const [i, branchName] of branchNames.entries()) {
    const row = { id: seedId(c.code, 'branch', branchName), companyCode: c.code, branchName, orderNo: i };
    await db.insert(branches).values(row).onConflictDoUpdate({ target: branches.id, set: row });
  }
  const langs = [
    ...languages.map((name) => ({ name, isActive: true })),
    ...inactiveLanguages.map((name) => ({ name, isActive: false })),
  ];
  for (const [i, l] of langs.entries()) {
    const row = {
      id: seedId(c.code, 'language', l.name),
      companyCode: c.code,
      componentType: 'LANGUAGE',
      name: l.name,
      isActive: l.isActive,
      orderNo: i,
    };
    await db.insert(metadata).values(row).onConflictDoUpdate({ target: metadata.id, set: row });
  }
}
