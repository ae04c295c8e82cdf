// Who a byte or a profiled function of the web build belongs to, from the source its map names
// (bench/bundle-sources.ts, bench/first-render.ts).

/** node_modules/<pkg> (scoped too), else the first two folders under apps/web/src or packages. */
export function ownerOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const src = source.match(/(?:apps\/web\/src|packages\/[^/]+\/src)\/(.*)$/);
  if (!src?.[1]) return source.replace(/^(\.\.\/)+/, '');
  const dirs = src[1].split('/');
  const area = dirs[0] === 'features' ? dirs.slice(0, 3) : dirs.slice(0, 2);
  const prefix = source.includes('packages/contract') ? 'contract/' : 'web/';
  return prefix + area.slice(0, -1).join('/');
}
