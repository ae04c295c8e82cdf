// No import cycles (issue 38, "Module walls"): a cycle makes the order modules load in matter and
// ties every file on it to every other. Checked with madge over each package's sources, type-only
// imports included; for the API also between its areas (lib, db, seed, http and each module), so a
// module that reaches back into one that already depends on it is refused too.
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const graphOf = async (dir, tsConfig) =>
  madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.test\.tsx?$/, /test-utils\.tsx?$/, /test-fakes\.ts$/],
    tsConfig: tsConfig && path.join(root, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });

/** The area a file of apps/api/src belongs to: `modules/<name>`, or its top folder or file. */
const areaOf = (file) => {
  const [top, name] = file.split('/');
  return top === 'modules' ? `modules/${name}` : top.replace(/\.ts$/, '');
};

/** Cycles among the areas of a file graph: each strongly connected group of more than one. */
function areaCycles(graph) {
  const edges = new Map();
  for (const [file, deps] of Object.entries(graph)) {
    const from = areaOf(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dep of deps) if (areaOf(dep) !== from) edges.get(from).add(areaOf(dep));
  }
  // Tarjan's strongly connected components.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('imports', () => {
  it('form no cycle between files of the contract', async () => {
    expect((await graphOf('packages/contract/src')).circular()).toEqual([]);
  });

  it('form no cycle between files of the API', async () => {
    expect((await graphOf('apps/api/src', 'apps/api/tsconfig.json')).circular()).toEqual([]);
  });

  it('form no cycle between files of the web app', async () => {
    expect((await graphOf('apps/web/src', 'apps/web/tsconfig.json')).circular()).toEqual([]);
  });

  it('form no cycle between the API’s areas (lib, db, seed, http, each module)', async () => {
    const graph = (await graphOf('apps/api/src', 'apps/api/tsconfig.json')).obj();
    expect(areaCycles(graph)).toEqual([]);
  });
});
