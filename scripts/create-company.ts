/**
 * npm run company:create -- --code acme2 --name "Acme Two" --host acme2.localhost \
 *   --admin-email owner@acme2.test --admin-name "Owner Name"
 *
 * The operator's command (CONSOLE.md): a new company with its host and first admin, against the
 * configured database (DATABASE_URL, or PGlite in DATA_DIR, migrated first like the server). The
 * admin's invitation link is printed and mailed through the outbox.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Config, devToolsEnabled, loadConfig } from '../apps/api/src/config';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { type Clock, systemClock } from '../apps/api/src/lib/clock';
import { createLogger } from '../apps/api/src/lib/log';
import { Outbox } from '../apps/api/src/lib/outbox';
import { CompanySetupRepository } from '../apps/api/src/modules/console/company-setup.repository';
import {
  createCompanyWithAdmin,
  type NewCompany,
} from '../apps/api/src/modules/console/company-setup.service';
import { prepareDatabase } from '../apps/api/src/startup';

const FLAGS = {
  '--code': 'code',
  '--name': 'name',
  '--host': 'host',
  '--admin-email': 'adminEmail',
  '--admin-name': 'adminName',
} as const;

export function parseArgs(argv: string[]): NewCompany {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = FLAGS[argv[i] as keyof typeof FLAGS];
    if (!key || argv[i + 1] === undefined)
      throw new Error(
        `usage: company:create ${Object.keys(FLAGS)
          .map((f) => `${f} <value>`)
          .join(' ')}`,
      );
    out[key] = argv[++i] ?? '';
  }
  return out as NewCompany;
}

/** Creates the company; answers the lines printed. A test passes its own database. */
export async function main(
  argv: string[],
  opts: { database?: Database; config?: Config; clock?: Clock } = {},
): Promise<string[]> {
  const input = parseArgs(argv);
  const config = opts.config ?? loadConfig();
  const database =
    opts.database ??
    (await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite') }));
  const log = createLogger(config.LOG_LEVEL);
  const outbox = new Outbox(database.db, log, {
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    devOutbox: devToolsEnabled(config),
    clock: opts.clock,
  });
  try {
    if (!opts.database) await prepareDatabase(database, config, log);
    const { company, admin, link } = await createCompanyWithAdmin(
      { config, clock: opts.clock ?? systemClock, outbox },
      new CompanySetupRepository(database.db),
      input,
    );
    await outbox.drain();
    return [
      `Created ${company.code} (${company.companyName}) at ${company.primaryHost}.`,
      `Invited ${admin.name} <${admin.email}> as its first admin; the invitation link (valid 7 days):`,
      link,
    ];
  } finally {
    await outbox.stop();
    if (!opts.database) await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exitCode = 1;
    },
  );
}
