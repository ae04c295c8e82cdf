// Prints the gzip size of every route's JavaScript: the entry plus the route's lazy chunk and their
// static imports, and for a page of a lazy route table (the signed-in pages) the table and the shell
// the page shows in (app-layout), which it waits for too. Run after `npm run build`.
import {
  entryKey,
  gzipSize,
  pageKeys,
  readManifest,
  routeChunks,
  staticClosure,
  sumGzip,
} from '../apps/web/test/bundle';

export function bundleReport(): { route: string; files: number; gzipKb: number }[] {
  const m = readManifest();
  const entry = entryKey(m);
  const rows = [
    {
      route: '(entry)',
      files: staticClosure(m, [entry]).size,
      gzipKb: sumGzip(staticClosure(m, [entry])) / 1024,
    },
  ];
  for (const key of routeChunks(m).sort()) {
    const files = staticClosure(m, [entry, ...pageKeys(m, key)]);
    rows.push({
      route: key.replace(/^.*features\//, '').replace(/\.tsx?$/, ''),
      files: files.size,
      gzipKb: sumGzip(files) / 1024,
    });
  }
  return rows;
}

if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const rows = bundleReport();
  console.log('route'.padEnd(48), 'chunks', 'gzip KB');
  for (const r of rows)
    console.log(r.route.padEnd(48), String(r.files).padStart(6), r.gzipKb.toFixed(1).padStart(7));
  const m = readManifest();
  const largest = Object.values(m)
    .map((c) => ({ file: c.file, kb: c.file.endsWith('.js') ? gzipSize(c.file) / 1024 : 0 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5);
  console.log('\nlargest chunks:', largest.map((c) => `${c.file} ${c.kb.toFixed(1)} KB`).join(', '));
}
