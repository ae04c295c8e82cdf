import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';

/**
 * Decision 026's boundaries, checked over every route the app has (read from Fastify's route tree, so a new route is
 * covered the day it is added): a student's token opens no console route; a staff token changes
 * nothing any student route answers; faculty open none of an admin's areas.
 */
const t = useTestApp();

type Route = { method: string; url: string };

/** Full paths and methods from `printRoutes({ commonPrefix: false })`'s tree. */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const out: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${m[2]}`;
    stack.push(m[2] ?? '');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      out.push({ method, url: path });
  }
  return out;
}

/** A concrete address of a route: ids as fresh UUIDs, a wildcard as a word. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*/g, 'x');

/** The areas only an admin opens (CONSOLE.md 'Authoring (admin)', staff admin, the audit log). */
const ADMIN_AREAS = [
  'students',
  'settings',
  'import',
  'staff',
  'notices',
  'videos',
  'pages',
  'live',
  'products',
  'coupons',
  'menus',
  'audit',
];
/** Console routes open without a staff session: signing in and the mailed password links. */
const PUBLIC_CONSOLE = /^\/api\/console\/(login|password)(\/|$)/;

async function sessions() {
  const company = await createCompany(t);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty' });
  const student = await createStudent(t, company.code);
  return {
    company,
    admin: await staffLogin(t, company.host, admin.email, admin.password),
    faculty: await staffLogin(t, company.host, faculty.email, faculty.password),
    student: await login(t, company.host, student.email, student.password),
  };
}

describe('console boundaries over every route', () => {
  it('finds the console routes in the route tree', () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    const console = routes.filter((r) => r.url.startsWith('/api/console/'));
    expect(console.length).toBeGreaterThan(60);
    expect(console).toContainEqual({ method: 'POST', url: '/api/console/students/:id/enrolments' });
    expect(console).toContainEqual({ method: 'PUT', url: '/api/console/settings' });
  });

  it('refuses a student’s token on every console route that needs a staff session', async () => {
    const { company, student } = await sessions();
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.url.startsWith('/api/console/') && !PUBLIC_CONSOLE.test(r.url),
    );
    const c = client(t, company.host);
    for (const r of routes) {
      const res = await c.send({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
        token: student.token,
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('a staff token answers every student GET route exactly as no token does', async () => {
    const { company, admin } = await sessions();
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/console/'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const c = client(t, company.host);
    for (const r of routes) {
      const url = concrete(r.url);
      const anonymous = await c.send({ method: 'GET', url });
      const asStaff = await c.send({ method: 'GET', url, token: admin.token });
      expect(asStaff.statusCode, `GET ${r.url}`).toBe(anonymous.statusCode);
    }
  });

  it('gives faculty none of an admin’s areas', async () => {
    const { company, faculty } = await sessions();
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      ADMIN_AREAS.some((a) => r.url === `/api/console/${a}` || r.url.startsWith(`/api/console/${a}/`)),
    );
    expect(routes.length).toBeGreaterThan(30);
    const c = client(t, company.host);
    for (const r of routes) {
      const res = await c.send({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
        token: faculty.token,
      });
      // A GET is refused as such; a change may be refused for its empty body first, never done.
      if (r.method === 'GET') expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      else expect([400, 403], `${r.method} ${r.url}`).toContain(res.statusCode);
    }
  });
});
