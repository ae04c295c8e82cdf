import { describe, expect, it } from 'vitest';
import { entryKey, readManifest, routeChunks, staticClosure, sumGzip } from './bundle';

// Issue 2: the login route's initial JavaScript is at most 150 KB gzip (aim 100 KB).
const LOGIN_BUDGET = 150 * 1024;

describe('bundle budget', () => {
  const manifest = readManifest();

  it('the login route loads at most 150 KB of gzip JavaScript', () => {
    const login = routeChunks(manifest).find((k) => /login-page/.test(k));
    expect(login, 'the login page is a lazy route chunk').toBeDefined();
    const size = sumGzip(staticClosure(manifest, [entryKey(manifest), login as string]));
    expect(size).toBeLessThanOrEqual(LOGIN_BUDGET);
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
