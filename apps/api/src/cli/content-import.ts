import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import {
  type ContentError,
  type ContentFile,
  formatContentError,
  importContent,
  retiredSummary,
} from '../modules/content/content-import';
import { prepareDatabase } from '../startup';

/**
 * node --import tsx apps/api/src/cli/content-import.ts <file-or-folder>... --company demo
 * Reads DATABASE_URL / DATA_DIR like the server; prints one line per error and exits 1, or a summary.
 */
function usage(): never {
  console.error('usage: content-import <file-or-folder>... --company <code>');
  process.exit(2);
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
      return entry.name.endsWith('.json') ? [full] : [];
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
for (const target of targets) {
  const resolved = path.resolve(cwd, target);
  if (!fs.existsSync(resolved)) {
    readErrors.push({ file: target, item: '', field: '', message: 'no such file or folder' });
    continue;
  }
  for (const file of jsonFiles(resolved)) {
    const relative = path.relative(cwd, file);
    const shown = relative && !relative.startsWith('..') ? relative : file;
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
