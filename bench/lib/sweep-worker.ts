// One process of cross-process.ts's sweeper check: builds the pending-upload sweep as server.ts
// does (loadConfig from the environment, the configured storage driver, the configured TTL), waits
// for SWEEP_AT (ms since the epoch) so that every worker starts at once, sweeps one company, and
// prints {"deleted": n, "warnings": [...], "error": "..."} as its last line.
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { systemClock } from '../../apps/api/src/lib/clock';
import { createStorage } from '../../apps/api/src/modules/storage/create-storage';
import { sweepPendingUploads } from '../../apps/api/src/modules/storage/pending-upload-sweeper';
import { StorageRepository } from '../../apps/api/src/modules/storage/storage.repository';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 4 });
const { driver } = await createStorage(config, systemClock);
const warnings: string[] = [];
const log = { warn: (obj: unknown, msg?: string) => void warnings.push(`${msg}: ${JSON.stringify(obj)}`) };
const wait = Number(process.env.SWEEP_AT ?? 0) - Date.now();
if (wait > 0) await new Promise((r) => setTimeout(r, wait));
let result: { deleted: number; warnings: string[]; error?: string };
try {
  const deleted = await sweepPendingUploads({
    repo: new StorageRepository(database.db),
    driver,
    clock: systemClock,
    ttlMinutes: config.PENDING_UPLOAD_TTL_MINUTES,
    log,
    companyCode: process.env.SWEEP_COMPANY,
  });
  result = { deleted, warnings };
} catch (err) {
  result = { deleted: 0, warnings, error: String(err) };
}
await database.close();
driver.close?.();
console.log(JSON.stringify(result));
