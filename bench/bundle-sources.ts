// Where a route's JavaScript comes from: builds the web app with source maps into a temporary
// directory, walks the static closure of the entry (or of a route's chunk with the entry) and
// attributes every minified byte to the package or source folder its source map names.
//   npx tsx bench/bundle-sources.ts [route-substring ...]   e.g. login assessment-page mock-report
//   DETAIL=@mantine/core npx tsx bench/bundle-sources.ts dashboard-page   (that owner's files, largest first)
// Sizes are raw minified bytes (gzip of a share is not separable); the total's gzip is printed too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { entryKey, type Manifest, pageKeys, staticClosure } from '../apps/web/test/bundle';
import { ownerOf } from './lib/source-owner';

const web = path.resolve(import.meta.dirname, '../apps/web');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bundle-map-'));

function attribute(file: string, into: Map<string, number>) {
  const code = fs.readFileSync(path.join(out, file), 'utf8');
  const mapFile = path.join(out, `${file}.map`);
  if (!fs.existsSync(mapFile)) return;
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  let last: { line: number; column: number; source: string | null } | null = null;
  const detail = process.env.DETAIL;
  const add = (source: string | null, bytes: number) => {
    const owner = source ? ownerOf(source) : '(no source)';
    if (detail && owner === detail && source) {
      const file = source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      into.set(`  ${file}`, (into.get(`  ${file}`) ?? 0) + bytes);
    }
    into.set(owner, (into.get(owner) ?? 0) + bytes);
  };
  map.eachMapping((seg) => {
    if (last && last.line === seg.generatedLine) add(last.source, seg.generatedColumn - last.column);
    else if (last) add(last.source, (lines[last.line - 1]?.length ?? 0) - last.column);
    last = { line: seg.generatedLine, column: seg.generatedColumn, source: seg.source };
  });
  if (last) {
    const l = last as { line: number; column: number; source: string | null };
    add(l.source, (lines[l.line - 1]?.length ?? 0) - l.column);
  }
}

function report(m: Manifest, label: string, keys: string[]) {
  const files = staticClosure(m, keys);
  const owners = new Map<string, number>();
  let gzip = 0;
  for (const f of files) {
    if (!f.endsWith('.js')) continue;
    attribute(f, owners);
    gzip += gzipSync(fs.readFileSync(path.join(out, f)), { level: 9 }).length;
  }
  const total = [...owners].filter(([o]) => !o.startsWith('  ')).reduce((a, [, b]) => a + b, 0);
  console.log(
    `\n${label}: ${files.size} chunks, ${(total / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
  const rows = [...owners].sort((a, b) => b[1] - a[1]);
  for (const [owner, bytes] of rows.filter(([o]) => !o.startsWith('  ')).slice(0, 25))
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${owner}`);
  for (const [owner, bytes] of rows.filter(([o]) => o.startsWith('  ')).slice(0, 40))
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${owner}`);
}

if (process.argv[1]?.endsWith('bundle-sources.ts')) {
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--sourcemap', 'true', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  const m = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(m);
  report(m, '(entry)', [entry]);
  for (const wanted of process.argv.slice(2)) {
    const key = Object.keys(m).find((k) => m[k]?.isDynamicEntry && k.includes(wanted));
    if (key) report(m, key, [entry, ...pageKeys(m, key)]);
    else console.log(`\nno lazy chunk matches ${wanted}`);
  }
  fs.rmSync(out, { recursive: true, force: true });
}
