import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';
import {
  type ContentError,
  type ContentFile,
  formatContentError,
  importContent,
  retiredSummary,
} from '../modules/content/content-import';
import { QtiProblem } from '../modules/qti/qti-archive';
import { convertPackage } from '../modules/qti/qti-content';
import { ContentMedia } from '../modules/storage/content-media';
import { createStorage } from '../modules/storage/create-storage';
import { prepareDatabase } from '../startup';

/**
 * node --import tsx apps/api/src/cli/content-import.ts <file-or-folder>... --company demo
 * JSON content files, and QTI 3.0 packages (.zip: decision 066; what cannot be imported is listed).
 * Reads DATABASE_URL / DATA_DIR like the server; prints one line per error and exits 1, or a summary.
 */
function usage(): never {
  console.error('usage: content-import <file-or-folder>... --company <code>');
  process.exit(2);
}

/** A QTI 3.0 package's tests as content files (issue 44), its media and report kept for after. */
function qtiFiles(file: string, shown: string): ContentFile[] {
  try {
    const converted = convertPackage(new Uint8Array(fs.readFileSync(file)), path.basename(file));
    media.push(...converted.media);
    for (const p of converted.report.notImportable)
      console.warn(`${shown}: ${p.path} (${p.identifier}) not imported: ${p.reason}`);
    for (const note of converted.report.notes) console.warn(`${shown}: ${note}`);
    return converted.request.files.map((f) => ({ path: `${shown}:${f.name}`, json: JSON.parse(f.text) }));
  } catch (err) {
    if (!(err instanceof QtiProblem)) throw err;
    readErrors.push({ file: shown, item: '', field: '', message: err.message });
    return [];
  }
}

function jsonFiles(target: string): string[] {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return jsonFiles(full);
      return entry.name.endsWith('.json') || entry.name.endsWith('.zip') ? [full] : [];
    });
}

const args = process.argv.slice(2);
const at = args.indexOf('--company');
const company = at >= 0 ? args[at + 1] : undefined;
const targets = args.filter((_, i) => i !== at && i !== at + 1);
if (!company || targets.length === 0) usage();

const cwd = process.env.INIT_CWD ?? process.cwd();
const files: ContentFile[] = [];
const readErrors: ContentError[] = [];
/** The images and recordings of the QTI packages among the files, stored before the import. */
const media: Uint8Array[] = [];
for (const target of targets) {
  const resolved = path.resolve(cwd, target);
  if (!fs.existsSync(resolved)) {
    readErrors.push({ file: target, item: '', field: '', message: 'no such file or folder' });
    continue;
  }
  for (const file of jsonFiles(resolved)) {
    const relative = path.relative(cwd, file);
    const shown = relative && !relative.startsWith('..') ? relative : file;
    if (file.endsWith('.zip')) {
      files.push(...qtiFiles(file, shown));
      continue;
    }
    try {
      files.push({ path: shown, json: JSON.parse(fs.readFileSync(file, 'utf8')) });
    } catch (err) {
      readErrors.push({
        file: shown,
        item: '',
        field: '',
        message: `not valid JSON: ${(err as Error).message}`,
      });
    }
  }
}
if (readErrors.length > 0) {
  for (const e of readErrors) console.error(formatContentError(e));
  process.exit(1);
}

const config = loadConfigOrExit();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
try {
  // As at server start: with SEED_DEMO=true a fresh data directory has the demo companies to import into.
  await prepareDatabase(database, config, {
    info: () => undefined,
    warn: (msg: string) => console.warn(msg),
  });
  if (media.length) {
    const { driver } = await createStorage(config, systemClock);
    await new ContentMedia(driver).storeAll(company, media);
  }
  const result = await importContent(database.db, company, files);
  if (!result.ok) {
    for (const e of result.errors) console.error(formatContentError(e));
    process.exitCode = 1;
  } else {
    const extra = result.modules > 0 ? `, ${result.modules} modules (${result.objects} objects)` : '';
    console.log(`Imported ${result.tests} tests (${result.items} items)${extra} into ${company}`);
    const retired = retiredSummary(result.retired);
    if (retired) console.log(retired);
  }
} finally {
  await database.close();
}
