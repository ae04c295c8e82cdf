import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dist,
  entryKey,
  gzipSize,
  pageKeys,
  readManifest,
  routeChunks,
  staticClosure,
  sumGzip,
} from './bundle';

const require = createRequire(import.meta.url);

/**
 * Issue 39: the gzip JavaScript each route loads before it runs (the entry, the route's chunk and
 * their static imports, and for a signed-in page the student's route table and the app shell it
 * shows in: `pageKeys`; bench/bundle-size.ts), in KB. Each budget is the route's size when it was
 * last cut, with a little room, and never above the goal beside it: a change that grows a
 * route past its budget fails here, and a cut lowers it. The sizes are those of React's API run by
 * Preact (decision 070); on react-dom every route is about 57 KB more.
 */
const BUDGETS_KB: { route: RegExp | null; name: string; budget: number; goal: number }[] = [
  // 79.6 at the switch to Preact (decision 070): the goal itself is the budget.
  { route: null, name: 'the entry', budget: 80, goal: 80 },
  { route: /auth\/pages\/login-page/, name: 'login', budget: 94, goal: 100 },
  { route: /dashboard\/pages\/dashboard-page/, name: 'the dashboard', budget: 133, goal: 170 },
  { route: /assessment\/pages\/assessment-page/, name: 'the test runner', budget: 147, goal: 200 },
  { route: /reports\/pages\/mock-report-page/, name: 'the mock report', budget: 158, goal: 220 },
];

describe('bundle budget', () => {
  const manifest = readManifest();
  const entry = entryKey(manifest);

  for (const { route, name, budget, goal } of BUDGETS_KB) {
    it(`${name} loads at most ${budget} KB of gzip JavaScript (goal ${goal})`, () => {
      expect(budget, 'a budget is never above the goal').toBeLessThanOrEqual(goal);
      const key = route ? routeChunks(manifest).find((k) => route.test(k)) : entry;
      expect(key, `${name} is a chunk of the build`).toBeDefined();
      const size =
        sumGzip(staticClosure(manifest, [entry, ...(route ? pageKeys(manifest, key as string) : [])])) / 1024;
      expect(size).toBeLessThanOrEqual(budget);
    });
  }

  // Decision 070: React's API is run by Preact, and react-dom never comes back into the build (it
  // alone is about 57 KB gzip on every page). react-dom keeps its fiber on each DOM node under
  // `__reactFiber$`: no chunk may hold that mark, and react-dom's own build is checked to hold it.
  it('ships no react-dom', () => {
    const reactDom = path.dirname(require.resolve('react-dom/package.json'));
    const mark = '__reactFiber$';
    expect(
      fs.readFileSync(path.join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8'),
      'the mark still finds react-dom',
    ).toContain(mark);
    for (const chunk of Object.values(manifest)) {
      expect(fs.readFileSync(path.join(dist, chunk.file), 'utf8'), chunk.file).not.toContain(mark);
    }
  });

  // Decision 071: each Mantine component's stylesheet comes with the component
  // (build/mantine-css.ts), so the entry's stylesheet, which blocks every page's first paint, holds
  // Mantine's baseline and global rules, not all of its components (36 KB gzip).
  it("Mantine's stylesheets come per component, not all with the entry", () => {
    const entryCss = manifest[entry]?.css ?? [];
    expect(entryCss.length, 'the entry has a stylesheet').toBeGreaterThan(0);
    const size = entryCss.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    expect(size).toBeLessThanOrEqual(10);
    // The package's exports name no package.json: its stylesheet leads to its folder.
    const core = path.dirname(require.resolve('@mantine/core/styles.css'));
    const modules = fs
      .readdirSync(path.join(core, 'esm'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.module.mjs'));
    expect(modules.length, 'Mantine still has class-name modules').toBeGreaterThan(50);
    for (const file of modules) {
      const name = path.basename(file, '.module.mjs');
      expect(fs.existsSync(path.join(core, 'styles', `${name}.layer.css`)), `${name}.layer.css`).toBe(true);
    }
  });

  // Decision 050: the contract's schemas (and zod) are not part of these routes.
  it('loads no zod with the login, the dashboard, the runner or the mock report', () => {
    for (const { route } of BUDGETS_KB) {
      const key = route ? (routeChunks(manifest).find((k) => route.test(k)) as string) : entry;
      for (const file of staticClosure(manifest, [entry, ...(route ? pageKeys(manifest, key) : [])])) {
        expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('ZodObject');
      }
    }
  });

  // Decision 050: floating-ui (Mantine's Popover, Select and Menu positioning, ~11 KB gzip) comes
  // with the first menu or list that opens, not with these pages (build/scroll-area-refs.ts keeps
  // ScrollArea from pulling it in). Its `flip` middleware is its mark in a chunk.
  it('loads no floating-ui with the login, the dashboard, the runner or the mock report', () => {
    for (const { route } of BUDGETS_KB) {
      const key = route ? (routeChunks(manifest).find((k) => route.test(k)) as string) : entry;
      for (const file of staticClosure(manifest, [entry, ...(route ? pageKeys(manifest, key) : [])])) {
        expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('name:`flip`');
      }
    }
    const all = Object.values(manifest).map((c) => fs.readFileSync(path.join(dist, c.file), 'utf8'));
    expect(
      all.some((text) => text.includes('name:`flip`')),
      'the marker still finds floating-ui',
    ).toBe(true);
  });

  it('the phone-number input is not part of the login route', () => {
    const login = routeChunks(manifest).find((k) => /login-page/.test(k)) as string;
    const files = [...staticClosure(manifest, [entryKey(manifest), login])];
    const phone = Object.values(manifest).filter((c) => /phone/i.test(c.src ?? '') || /phone/i.test(c.file));
    for (const c of phone) expect(files).not.toContain(c.file);
  });

  // Decision 042: SAT Math's graphing calculator (function-plot and d3, about 64 KB gzip) loads
  // only when a student opens it, never with the test runner.
  it('the graphing calculator is a chunk of its own, not part of the test runner', () => {
    const runner = routeChunks(manifest).find((k) => /assessment-page/.test(k)) as string;
    const files = [...staticClosure(manifest, [entryKey(manifest), runner])];
    const graphing = Object.entries(manifest).find(([k, c]) => /graphing-calculator/.test(c.src ?? k));
    expect(graphing?.[1].isDynamicEntry, 'the graphing calculator is loaded with import()').toBe(true);
    for (const file of staticClosure(manifest, [graphing?.[0] ?? ''])) {
      if (/graphing-calculator|d3-/.test(file)) expect(files).not.toContain(file);
    }
  });
});
