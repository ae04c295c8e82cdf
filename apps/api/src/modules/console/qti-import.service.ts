import { QtiMessages, type QtiPreview } from '@portico/contract/qti';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { ContentMedia } from '../storage/content-media';
import { adminOnly } from './authoring';
import type { ImportService } from './import.service';

/**
 * Console › Import of a QTI 3.0 package (issue 44, decision 066): converted in an import worker to Portico's content files
 * and handed to the console's own import, so it is previewed, applied all or nothing, audited and
 * held to one import at a time exactly as a JSON import is; the package's images and recordings are
 * stored when it is applied.
 */
export class QtiImportService {
  constructor(
    private readonly imports: ImportService,
    private readonly media: ContentMedia,
  ) {}

  async preview(
    actor: Actor,
    bytes: Uint8Array,
    fileName: string,
    signal?: AbortSignal,
  ): Promise<QtiPreview> {
    adminOnly(actor);
    const { request, report } = await this.imports.convertQti(bytes, fileName, signal);
    if (!request.files.length) {
      const error = { file: fileName, item: '', field: '', message: QtiMessages.nothing };
      return { preview: { ok: false, errors: [error] }, report };
    }
    return { preview: await this.imports.preview(actor, request, signal), report };
  }

  async apply(
    actor: Actor,
    bytes: Uint8Array,
    fileName: string,
    fingerprint: string | undefined,
    signal?: AbortSignal,
  ) {
    const companyCode = adminOnly(actor);
    if (!fingerprint) throw badRequest(QtiMessages.fingerprint);
    const { request, media } = await this.imports.convertQti(bytes, fileName, signal);
    if (!request.files.length) throw badRequest(QtiMessages.nothing);
    // Stored first under addresses of their content: an apply refused as stale leaves nothing wrong.
    await this.media.storeAll(companyCode, media);
    return this.imports.apply(actor, { ...request, fingerprint }, signal);
  }
}
