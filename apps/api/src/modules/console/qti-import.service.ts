import { QtiMessages, type QtiPreview } from '@portico/contract/qti';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { QtiProblem } from '../qti/qti-archive';
import { convertPackage } from '../qti/qti-content';
import type { ContentMedia } from '../storage/content-media';
import { adminOnly } from './authoring';
import type { ImportService } from './import.service';

/** A package problem as the console shows it (400 with its message); anything else as it is. */
async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QtiProblem) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Console › Import of a QTI 3.0 package (issue 44, decision 066): converted to Portico's content files
 * and handed to the console's own import, so it is previewed, applied all or nothing, audited and
 * held to one import at a time exactly as a JSON import is; the package's images and recordings are
 * stored when it is applied.
 */
export class QtiImportService {
  constructor(
    private readonly imports: ImportService,
    private readonly media: ContentMedia,
  ) {}

  preview(actor: Actor, bytes: Uint8Array, fileName: string, signal?: AbortSignal): Promise<QtiPreview> {
    adminOnly(actor);
    return readable(async () => {
      const { request, report } = convertPackage(bytes, fileName);
      if (!request.files.length) {
        const error = { file: fileName, item: '', field: '', message: QtiMessages.nothing };
        return { preview: { ok: false, errors: [error] }, report };
      }
      return { preview: await this.imports.preview(actor, request, signal), report };
    });
  }

  apply(
    actor: Actor,
    bytes: Uint8Array,
    fileName: string,
    fingerprint: string | undefined,
    signal?: AbortSignal,
  ) {
    const companyCode = adminOnly(actor);
    if (!fingerprint) throw badRequest(QtiMessages.fingerprint);
    return readable(async () => {
      const { request, media } = convertPackage(bytes, fileName);
      if (!request.files.length) throw badRequest(QtiMessages.nothing);
      // Stored first under addresses of their content: an apply refused as stale leaves nothing wrong.
      await this.media.storeAll(companyCode, media);
      return this.imports.apply(actor, { ...request, fingerprint }, signal);
    });
  }
}
