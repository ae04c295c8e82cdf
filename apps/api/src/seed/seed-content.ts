// The demo's tests and course pages, written through the content importer like any author's files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentImports } from '../db/schema';
import { formatContentError, importContent } from '../modules/content/content-import';

/**
 * Imports the company's demo tests and course pages (content/demo/content/<folder>) through the
 * content importer, skipping folders whose files have not changed since their last import.
 */
export async function seedContent(db: Db, companyCode: string, folders: string[], contentDir: string) {
  for (const folder of folders) {
    const dir = path.join(contentDir, folder);
    const names = fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
    const files = names.map((n) => ({
      path: `${folder}/${n}`,
      text: fs.readFileSync(path.join(dir, n), 'utf8'),
    }));
    const hash = createHash('sha256');
    for (const f of files) hash.update(f.path).update('\u0000').update(f.text).update('\u0000');
    const digest = hash.digest('hex');
    const [done] = await db
      .select({ hash: contentImports.hash })
      .from(contentImports)
      .where(and(eq(contentImports.companyCode, companyCode), eq(contentImports.source, folder)));
    if (done?.hash === digest) continue;
    const result = await importContent(
      db,
      companyCode,
      files.map((f) => ({ path: f.path, json: JSON.parse(f.text) })),
    );
    if (!result.ok) {
      throw new Error(
        `demo content ${folder} is invalid:\n${result.errors.map(formatContentError).join('\n')}`,
      );
    }
    const row = { companyCode, source: folder, hash: digest, importedAt: new Date() };
    await db
      .insert(contentImports)
      .values(row)
      .onConflictDoUpdate({ target: [contentImports.companyCode, contentImports.source], set: row });
  }
}
