// Prints, as JSON, every route of the contract the web calls: for each module of packages/contract/src,
// its exports that are a route (`get('path', …)`) or a table of routes (`{ list: get(…), … }`), each
// reduced to its method and address. Run by the production build (client-contract.ts), with tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type RouteShape = { method: string; path: string };
/** A route, or a table of routes and tables (`consoleApi.support.queue`). */
export type RouteTree = RouteShape | { [name: string]: RouteTree };
export type ModuleRoutes = Record<string, RouteTree>;

export const isRoute = (v: unknown): v is RouteShape =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RouteShape).method === 'string' &&
  typeof (v as RouteShape).path === 'string';

/** The value reduced to method and address, or null when it is not wholly routes. */
function treeOf(value: unknown): RouteTree | null {
  if (isRoute(value)) return { method: value.method, path: value.path };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length === 0) return null;
  const tree: Record<string, RouteTree> = {};
  for (const [key, v] of entries) {
    const sub = treeOf(v);
    if (!sub) return null;
    tree[key] = sub;
  }
  return tree;
}

/** The module's exports that are routes or tables of routes; others are left out. */
export function routesOf(exports: Record<string, unknown>): ModuleRoutes {
  const found: ModuleRoutes = {};
  for (const [name, value] of Object.entries(exports)) {
    const tree = treeOf(value);
    if (tree) found[name] = tree;
  }
  return found;
}

export async function contractRoutes(dir: string): Promise<Record<string, ModuleRoutes>> {
  const all: Record<string, ModuleRoutes> = {};
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const routes = routesOf(await import(pathToFileURL(path.join(dir, file)).href));
    if (Object.keys(routes).length > 0) all[file.replace(/\.ts$/, '')] = routes;
  }
  return all;
}

if (process.argv[1]?.endsWith('contract-routes.ts')) {
  const dir = process.argv[2] ?? path.resolve(import.meta.dirname, '../../../packages/contract/src');
  process.stdout.write(JSON.stringify(await contractRoutes(dir)));
}
