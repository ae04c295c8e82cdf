import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const dist = path.resolve(import.meta.dirname, '../dist');

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, Chunk>;

export const readManifest = (): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

export const gzipSize = (file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The JavaScript files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return files;
}

export const entryKey = (m: Manifest) => {
  const key = Object.keys(m).find((k) => m[k]?.isEntry);
  if (!key) throw new Error('no entry in the manifest');
  return key;
};

/** Lazy route modules: dynamic entries under src/features/<area>/pages/. */
export const routeChunks = (m: Manifest) =>
  Object.keys(m).filter((k) => m[k]?.isDynamicEntry && /features\/.+\/pages\//.test(m[k]?.src ?? k));

export const sumGzip = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSize(f), 0);

/**
 * Route tables fetched on the first visit to one of their pages (src/app/lazy-routes.ts), with the
 * shell their pages show in; the API links the same with a page's HTML (apps/api/src/http/spa.ts).
 */
const ROUTE_TABLES = [
  { table: 'src/app/student-routes.ts', shell: 'src/app/layout/app-layout.tsx' },
  { table: 'src/app/console-routes.ts', shell: 'src/features/console/components/console-shell.tsx' },
];

/**
 * What a page waits for besides the entry: its route module and, for a page of a lazy route table,
 * the table and the shell (a signed-in page does not show before its header has loaded).
 */
export function pageKeys(m: Manifest, key: string): string[] {
  const keys = [key];
  for (const { table, shell } of ROUTE_TABLES) {
    if (!m[table]?.dynamicImports?.includes(key)) continue;
    keys.push(table, ...(m[shell] ? [shell] : []));
  }
  return keys;
}
