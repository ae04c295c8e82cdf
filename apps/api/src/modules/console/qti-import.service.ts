import type { ImportRequest } from '@portico/contract/console-import';
import { QtiMessages, type QtiPreview, type QtiReport } from '@portico/contract/qti';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { QtiProblem, readPackage, safePath } from '../qti/qti-archive';
import { PACKAGE_FILE } from '../qti/qti-body';
import { importPackage, type QtiImport } from '../qti/qti-package';
import { type ContentMedia, contentMediaUrl } from '../storage/content-media';
import { adminOnly } from './authoring';
import type { ImportService } from './import.service';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The package as its files: a zip's, or one item's XML file under its own name. */
function filesOf(bytes: Uint8Array, fileName: string): Map<string, Uint8Array> {
  if (ZIP.every((b, i) => bytes[i] === b)) return readPackage(bytes);
  if (fileName.toLowerCase().endsWith('.xml'))
    return new Map([[safePath(fileName.split(/[\\/]/).pop() ?? ''), bytes]]);
  throw new QtiProblem(QtiMessages.notZip);
}

type Converted = { request: ImportRequest; media: Uint8Array[]; report: QtiReport };

/**
 * The package as the content files the console's import takes (one JSON test file per test), each
 * image or recording's placeholder replaced by the address it is served at once stored (its content's
 * hash: the same in the preview and the apply), with the report of what became of each item.
 */
function convert(bytes: Uint8Array, fileName: string): Converted {
  const result: QtiImport = importPackage(filesOf(bytes, fileName), fileName.replace(/\.[^.]*$/, ''));
  const media: Uint8Array[] = [];
  const notes = [...result.notes];
  const addresses = new Map<string, string>();
  for (const [path, file] of result.media) {
    const url = contentMediaUrl(file);
    if (url) media.push(file);
    else notes.push(`${path}: not an image or recording Portico shows; left out`);
    addresses.set(JSON.stringify(`${PACKAGE_FILE}${path}`).slice(1, -1), url ?? '');
  }
  const files = result.tests.map((test) => {
    let text = JSON.stringify(test, null, 1);
    for (const [placeholder, url] of addresses) text = text.replaceAll(placeholder, url);
    return { name: `${test.key}.json`, text };
  });
  const report: QtiReport = {
    tests: result.tests.map((t) => ({
      key: t.key,
      title: t.title,
      items: t.sections.reduce((n, s) => n + s.items.length, 0),
    })),
    interactions: result.interactions,
    notImportable: result.notImportable,
    notes,
    media: media.length,
  };
  return { request: { files }, media, report };
}

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
      const { request, report } = convert(bytes, fileName);
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
      const { request, media } = convert(bytes, fileName);
      if (!request.files.length) throw badRequest(QtiMessages.nothing);
      // Stored first under addresses of their content: an apply refused as stale leaves nothing wrong.
      await this.media.storeAll(companyCode, media);
      return this.imports.apply(actor, { ...request, fingerprint }, signal);
    });
  }
}
