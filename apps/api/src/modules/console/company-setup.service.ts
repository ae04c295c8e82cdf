import { z } from 'zod';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import { normaliseHost } from '../tenancy/tenancy.service';
import type { CompanySetupRepository } from './company-setup.repository';
import { queueStaffLink } from './staff-links';

export const NewCompanySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(
      /^[a-z][a-z0-9-]{1,31}$/,
      '--code: 2 to 32 lower-case letters, digits or dashes, starting with a letter',
    ),
  name: z.string().trim().min(1, '--name is required').max(120),
  host: z
    .string()
    .transform(normaliseHost)
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, '--host: a host name'),
    ),
  adminEmail: z.email('--admin-email: an email address').transform((v) => v.toLowerCase()),
  adminName: z.string().trim().min(1, '--admin-name is required').max(120),
});
export type NewCompany = z.input<typeof NewCompanySchema>;

/**
 * A new company (tenant) with its host and first admin, who is invited by mail (the link also
 * answered, for the operator to hand over): one transaction.
 */
export async function createCompanyWithAdmin(
  deps: { config: Config; clock: Clock; outbox: Outbox },
  repo: CompanySetupRepository,
  input: NewCompany,
) {
  const parsed = NewCompanySchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('\n'));
  const v = parsed.data;
  const result = await repo.transaction(async (r, console, tx) => {
    if (await r.companyExists(v.code)) throw new Error(`A company with the code ${v.code} already exists.`);
    const owner = await r.hostOwner(v.host);
    if (owner) throw new Error(`The host ${v.host} is already the company ${owner}'s.`);
    const company = await r.insertCompany({
      code: v.code,
      accountId: `${v.code}-account`,
      companyName: v.name,
      shortName: v.name,
      primaryHost: v.host,
    });
    await r.insertHost(v.host, v.code);
    const admin = await r.insertStaff({
      companyCode: v.code,
      name: v.adminName,
      email: v.adminEmail,
      role: 'admin',
      invitedAt: deps.clock.now(),
    });
    const link = await queueStaffLink(deps, console, tx, company, admin, 'invite');
    await console.audit({
      companyCode: v.code,
      staffId: null,
      action: 'company.create',
      entity: 'company',
      entityId: v.code,
      after: { code: v.code, name: v.name, host: v.host, adminEmail: v.adminEmail },
      ip: 'operator',
    });
    return { company, admin, link };
  });
  deps.outbox.notify();
  return result;
}
