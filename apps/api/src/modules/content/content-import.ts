import type { Db } from '../../db/client';
import { factsIn, lockCompanyImports, type Retired } from './content.repository';
import { finishJob, startJob } from './content-job';
import type { WritePlan } from './content-plan';
import type { ContentError, ContentFile } from './content-types';
import type { Needs } from './content-validate';
import { writePlan } from './content-write.repository';

export type { ContentError, ContentFile } from './content-types';

export type ImportResult =
  | { ok: true; tests: number; items: number; modules: number; objects: number; retired: Retired }
  | { ok: false; errors: ContentError[] };

/**
 * The import report's line on what the files dropped but students had attempted: kept for their
 * attempts and reports, gone from new attempts and course pages. Empty when nothing was retired.
 */
export function retiredSummary(retired: Retired): string {
  const parts = (
    [
      ['item', retired.items],
      ['section', retired.sections],
      ['option', retired.options],
      ['module', retired.modules],
      ['object', retired.objects],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${n} ${name}${n === 1 ? '' : 's'}`);
  if (parts.length === 0) return '';
  return `Retired ${parts.join(', ')} that students have attempted: kept for their attempts and reports, left out of new attempts and course pages`;
}

export function formatContentError(e: ContentError): string {
  return [e.file, e.item, `${e.field || '(file)'}: ${e.message}`].filter((p) => p !== '').join(' › ');
}

/**
 * Validates every file, then imports them all in one transaction, or nothing when any file has an
 * error or exceeds a cap (content-caps.ts). Idempotent: rows get stable ids from the company and the
 * authored keys, so importing the same files again changes nothing and an edited file updates its
 * rows in place. What a file no longer has is deleted, or retired when students have attempted it.
 * In-process, for the command line, the seed and tests; the console plans in a worker instead
 * (console/import.service.ts) and writes with applyPlan below.
 */
export async function importContent(
  db: Db,
  companyCode: string,
  files: ContentFile[],
  now: Date = new Date(),
): Promise<ImportResult> {
  const started = startJob(files);
  if (!started.ok) return { ok: false, errors: [started.refused] };
  return db.transaction(async (tx) => {
    await lockCompanyImports(tx, companyCode);
    const finished = finishJob(
      companyCode,
      started.checked,
      await factsIn(tx, companyCode, started.needs, false),
    );
    if (!finished.ok) return finished;
    const retired = await writePlan(tx, companyCode, finished.plan, now);
    return { ok: true, ...finished.counts, retired };
  });
}

/**
 * Writes a plan made in the import worker (console/import.service.ts) in one transaction with
 * `after`'s writes (the audit entry): while this company's other imports wait (in any process), and
 * only when the content the plan was made from is still as its digest says; else nothing is written
 * and the answer is 'stale'.
 */
export async function applyPlan(
  db: Db,
  companyCode: string,
  made: { needs: Needs; digest: string; plan: WritePlan; now: Date },
  after: (tx: Db, retired: Retired) => Promise<void>,
): Promise<Retired | 'stale'> {
  return db.transaction(async (tx) => {
    await lockCompanyImports(tx, companyCode);
    if ((await factsIn(tx, companyCode, made.needs, false)).digest !== made.digest) return 'stale';
    const retired = await writePlan(tx, companyCode, made.plan, made.now);
    await after(tx, retired);
    return retired;
  });
}
