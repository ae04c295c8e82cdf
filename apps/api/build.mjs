#!/usr/bin/env node
// The API's production build (decision 029): plain JavaScript in apps/api/dist, run with
// `node apps/api/dist/server.js` and no TypeScript loader.
//
// - Our own code is bundled, @portico/contract with it (its package exports .ts source).
// - Every npm dependency stays external, imported from node_modules at run time: argon2 is native,
//   PGlite loads its wasm and data files from beside its own modules. The list comes from the
//   dependencies of this package and of the @portico packages it bundles; anything else found in
//   node_modules fails the build, since a production install (`npm ci --omit=dev`) would lack it.
// - The bundles sit directly in dist/, as deep in the repository as src/ (config.ts finds the
//   repository root three folders up from either), and the SQL migrations are copied to
//   dist/migrations, where db/client.ts looks beside its bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const outdir = path.join(here, 'dist');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const pkg = readJson(path.join(here, 'package.json'));
const ours = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@portico/'));
const external = new Set(Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portico/')));
for (const name of ours) {
  const own = readJson(path.join(root, 'packages', name.slice('@portico/'.length), 'package.json'));
  for (const dep of Object.keys(own.dependencies ?? {})) if (!dep.startsWith('@portico/')) external.add(dep);
}

/**
 * Entry points: the server, the content import's worker thread (started from beside server.js), and
 * the operator commands the README documents.
 */
const entryPoints = {
  server: path.join(here, 'src/server.ts'),
  'content-import.worker': path.join(here, 'src/workers/import.worker.ts'),
  'content-import': path.join(here, 'src/cli/content-import.ts'),
  'create-company': path.join(root, 'scripts/create-company.ts'),
};

const started = Date.now();
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // esbuild marks a package's subpaths (`drizzle-orm/pg-core`) external with the package.
  external: [...external],
  metafile: true,
  logLevel: 'warning',
});

const stray = Object.keys(result.metafile.inputs).filter((file) => file.includes('node_modules/'));
if (stray.length > 0) {
  console.error(
    `The API bundle would include files from node_modules that are not dependencies of @portico/api:\n  ${stray.join('\n  ')}\nAdd their packages to apps/api/package.json "dependencies".`,
  );
  process.exit(1);
}

// drizzle's migrator reads the SQL files and meta/_journal.json (the snapshots are drizzle-kit's).
const migrations = path.join(here, 'src/db/migrations');
const migrationsOut = path.join(outdir, 'migrations');
fs.mkdirSync(path.join(migrationsOut, 'meta'), { recursive: true });
for (const file of fs.readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
  fs.copyFileSync(path.join(migrations, file), path.join(migrationsOut, file));
}
fs.copyFileSync(path.join(migrations, 'meta/_journal.json'), path.join(migrationsOut, 'meta/_journal.json'));

const size = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, out]) => `${path.basename(file)} ${(out.bytes / 1024).toFixed(0)} KB`);
console.log(`API built in ${Date.now() - started} ms: ${size.join(', ')} (${path.relative(root, outdir)})`);
