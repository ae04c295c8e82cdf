import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist, entryKey, pageKeys, readManifest, routeChunks, staticClosure, sumGzip } from './bundle';

/**
 * Issue 39: the gzip JavaScript each route loads before it runs (the entry, the route's chunk and
 * their static imports, and for a signed-in page the student's route table and the app shell it
 * shows in: `pageKeys`; bench/bundle-size.ts), in KB. Each budget is the route's size when it was
 * last cut, with a little room: a change that grows a route past it fails here, and a cut lowers it.
 * The goals beside them; the entry's and login's are below what React, React Router,
 * TanStack Query and Mantine's provider take together (decision 050).
 */
const BUDGETS_KB: { route: RegExp | null; name: string; budget: number; goal: number }[] = [
  { route: null, name: 'the entry', budget: 138, goal: 80 },
  { route: /auth\/pages\/login-page/, name: 'login', budget: 151, goal: 100 },
  // 186 → 187: a course whose enrolment starts later says its start day on the badge (issue 40, +0.3 KB).
  // 187 → 188: a deferred part keeps its Suspense once its code arrives, so it keeps what it holds
  // (lib/deferred-part.ts; +0.05 KB, at 187.00).
  { route: /dashboard\/pages\/dashboard-page/, name: 'the dashboard', budget: 188, goal: 170 },
  { route: /assessment\/pages\/assessment-page/, name: 'the test runner', budget: 204, goal: 200 },
  // 211 → 212: the teacher's inline comments marked in the student's essay (issue 40, +0.7 KB).
  // 212 → 213: the Predicted score card's loader and placeholder (issue 42, +0.3 KB; the card itself
  // is a chunk of its own).
  { route: /reports\/pages\/mock-report-page/, name: 'the mock report', budget: 213, goal: 220 },
];

describe('bundle budget', () => {
  const manifest = readManifest();
  const entry = entryKey(manifest);

  for (const { route, name, budget, goal } of BUDGETS_KB) {
    it(`${name} loads at most ${budget} KB of gzip JavaScript (goal ${goal})`, () => {
      const key = route ? routeChunks(manifest).find((k) => route.test(k)) : entry;
      expect(key, `${name} is a chunk of the build`).toBeDefined();
      const size =
        sumGzip(staticClosure(manifest, [entry, ...(route ? pageKeys(manifest, key as string) : [])])) / 1024;
      expect(size).toBeLessThanOrEqual(budget);
    });
  }

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
