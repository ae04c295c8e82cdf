import { createHash } from 'node:crypto';
import { ConsoleMessages } from '@portico/contract/console';
import {
  IMPORT_MAX_TOTAL_CHARS,
  type ImportError,
  type ImportPreview,
  type ImportRequest,
  ImportMessages as M,
} from '@portico/contract/console-import';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import {
  type ContentFile,
  contentDigest,
  importContent,
  previewContent,
  retiredSummary,
} from '../content/content-import';
import { ConsoleRepository } from './console.repository';
import type { Actor } from './queue-common';

/**
 * Content import from the console (CONSOLE.md Authoring, admin only): the same validation and writes
 * as the command line's `content-import`, previewed first in a transaction that is rolled back, then
 * applied all-or-nothing with its audit entry. Apply carries the preview's fingerprint (the files and
 * the company's content as they were), so what is applied is what was previewed.
 */
export class ImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async preview(actor: Actor, body: ImportRequest): Promise<ImportPreview> {
    adminOnly(actor);
    const files = parseFiles(body);
    if ('errors' in files) return { ok: false, errors: files.errors };
    const result = await previewContent(this.db, actor.staff.companyCode, files.files, this.clock.now());
    if (!result.ok) return result;
    return { ok: true, fingerprint: fingerprint(body, result.digest), changes: result.changes };
  }

  async apply(actor: Actor, body: ImportRequest & { fingerprint: string }) {
    adminOnly(actor);
    const files = parseFiles(body);
    if ('errors' in files) throw badRequest(M.invalid);
    const { companyCode } = actor.staff;
    const result = await importContent(this.db, companyCode, files.files, this.clock.now(), {
      before: async (tx) => {
        if (fingerprint(body, await contentDigest(tx, companyCode)) !== body.fingerprint)
          throw conflict(M.stale);
      },
      after: async (tx, written) => {
        await new ConsoleRepository(tx).audit({
          companyCode,
          staffId: actor.staff.id,
          action: 'content.import',
          entity: 'content',
          entityId: '',
          before: null,
          after: {
            files: body.files.map((f) => f.name),
            tests: written.tests,
            items: written.items,
            modules: written.modules,
            objects: written.objects,
            retired: written.retired,
          },
          ip: actor.ip,
          at: this.clock.now(),
        });
      },
    });
    if (!result.ok) throw badRequest(M.invalid);
    return {
      tests: result.tests,
      items: result.items,
      modules: result.modules,
      objects: result.objects,
      retired: retiredSummary(result.retired),
    };
  }
}

function adminOnly(actor: Actor) {
  if (actor.staff.role !== 'admin') throw forbidden(ConsoleMessages.adminOnly);
}

type Parsed = { files: ContentFile[] } | { errors: ImportError[] };

/** The files' JSON; a file that is not JSON is an error of that file, like any other. */
function parseFiles(body: ImportRequest): Parsed {
  const total = body.files.reduce((n, f) => n + f.text.length, 0);
  if (total > IMPORT_MAX_TOTAL_CHARS) throw badRequest(M.tooLarge);
  const files: ContentFile[] = [];
  const errors: ImportError[] = [];
  for (const f of body.files) {
    try {
      files.push({ path: f.name, json: JSON.parse(f.text) });
    } catch (err) {
      const detail = err instanceof Error ? `: ${err.message}` : '';
      errors.push({ file: f.name, item: '', field: '', message: `${M.notJson}${detail}` });
    }
  }
  return errors.length ? { errors } : { files };
}

/** The files (names and text, in order) and the content they were previewed against. */
function fingerprint(body: ImportRequest, digest: string): string {
  const hash = createHash('sha256');
  for (const f of body.files) hash.update(`${f.name}\0${f.text}\0`);
  return hash.update(digest).digest('hex');
}
