import type { ImportRequest } from '@portico/contract/console-import';
import { QtiMessages, type QtiReport } from '@portico/contract/qti';
import { contentMediaUrl } from '../storage/content-media';
import { QtiProblem, readPackage, safePath } from './qti-archive';
import { PACKAGE_FILE } from './qti-body';
import { importPackage, type QtiImport } from './qti-package';

/**
 * A QTI 3.0 package as the content files Portico's import takes (issue 44, decision 066), for the
 * console and the command line alike.
 */

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The package as its files: a zip's, or one item's XML file under its own name. */
function filesOf(bytes: Uint8Array, fileName: string): Map<string, Uint8Array> {
  if (ZIP.every((b, i) => bytes[i] === b)) return readPackage(bytes);
  if (fileName.toLowerCase().endsWith('.xml'))
    return new Map([[safePath(fileName.split(/[\\/]/).pop() ?? ''), bytes]]);
  throw new QtiProblem(QtiMessages.notZip);
}

export type Converted = { request: ImportRequest; media: Uint8Array[]; report: QtiReport };

/**
 * The package as the content files the console's import takes (one JSON test file per test), each
 * image or recording's placeholder replaced by the address it is served at once stored (its content's
 * hash: the same in the preview and the apply), with the report of what became of each item.
 */
export function convertPackage(bytes: Uint8Array, fileName: string): Converted {
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
