import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../test/console-fixture';
import {
  client,
  createCompany,
  createStudent,
  login,
  type TestContext,
  uid,
  useTestApp,
} from '../../test/harness';
import { useProbeApp } from '../../test/probe-app';
import { notifications } from '../db/schema';
import { nulMessage } from './nul-guard';

// Decision 010: a NUL character in any text a client sends is a 400 that names the field, never
// a 500. PostgreSQL refuses U+0000 in text (22021) and JSON (22P05).

const t = useTestApp();
const probe = useProbeApp({
  routes: (app, database) => {
    app.post('/probe/text', { config: { perRecordValidation: true, public: true } }, async (req) => {
      await database.db.execute(sql`select ${(req.body as { value: string }).value}::text`);
      return { success: true };
    });
    app.post('/probe/json', { config: { perRecordValidation: true, public: true } }, async (req) => {
      await database.db.execute(sql`select ${JSON.stringify((req.body as { value: object }).value)}::jsonb`);
      return { success: true };
    });
  },
});
const NUL = 'a\u0000b';
/** Routes that check each record themselves: one bad record must not refuse its batch. */
const perRecordRoutes = new Set(['POST /api/sync-track']);

type Client = ReturnType<typeof client>;
type Route = {
  method: 'POST' | 'PUT';
  url: string;
  /** A valid body: without the NUL the call reaches the service. */
  body: Record<string, unknown>;
  fields: string[];
};

/** A signed-in student of a new company that takes score reports, and a notification to act on. */
async function setUp(ctx: TestContext) {
  const company = await createCompany(ctx, { enableScoreFromStudents: true });
  const student = await createStudent(ctx, company.code);
  const { c } = await login(ctx, company.host, student.email, student.password);
  const [notice] = await ctx.database.db
    .insert(notifications)
    .values({ companyCode: company.code, type: 'notification', title: 'Mock on Saturday', description: '' })
    .returning();
  return { company, student, c, noticeId: notice?.id as string };
}

/** The routes where a NUL once gave a 500 (login, register, forget, walk-in/list, coupon, user-actions, profileupdate, remarks) and more. */
function textRoutes(s: Awaited<ReturnType<typeof setUp>>): Route[] {
  const companyFields = { companyCode: s.company.code, accountId: s.company.accountId };
  return [
    {
      method: 'POST',
      url: '/api/login',
      body: { loginId: s.student.email, password: s.student.password, ...companyFields },
      fields: ['loginId', 'password', 'companyCode', 'accountId'],
    },
    {
      method: 'POST',
      url: '/api/register',
      body: {
        name: 'Nila Raman',
        emailId: `nul-${uid()}@example.test`,
        mobileNumber: '9876543210',
        dialCode: '91',
        countryCode: 'IN',
        password: 'Long-enough-1',
        cityName: 'Madurai',
        products: '',
        ...companyFields,
      },
      fields: [
        'name',
        'emailId',
        'mobileNumber',
        'dialCode',
        'countryCode',
        'password',
        'cityName',
        'products',
        'branchId',
        'companyCode',
        'accountId',
      ],
    },
    {
      method: 'POST',
      url: '/api/forget',
      body: { loginId: s.student.email, companyCode: s.company.code },
      fields: ['loginId', 'companyCode'],
    },
    {
      method: 'POST',
      url: '/api/walk-in/list',
      body: {
        studentName: 'Walk In',
        emailId: `walk-${uid()}@example.test`,
        mobileNumber: '9000000001',
        ...companyFields,
      },
      fields: ['studentName', 'emailId', 'mobileNumber', 'companyCode', 'accountId'],
    },
    { method: 'POST', url: '/api/coupon', body: { couponCode: 'NO-SUCH-COUPON' }, fields: ['couponCode'] },
    {
      method: 'POST',
      url: '/api/user-actions',
      body: {
        id: `${s.company.code}_${s.student.id}_${s.noticeId}`,
        referenceId: s.noticeId,
        referenceType: 'Notification',
        objectType: 'Notification',
        timeStamp: '2026-11-22T09:00:00Z',
        isRead: true,
        ...companyFields,
      },
      fields: ['id', 'referenceId', 'objectType', 'timeStamp', 'companyCode', 'accountId'],
    },
    {
      method: 'PUT',
      url: '/api/profileupdate',
      body: {
        studentName: 'Nila Raman',
        mobileNumber: '9876543210',
        dialCode: '91',
        countryCode: 'IN',
        address: '12 Temple Street',
        cityName: 'Madurai',
        ...companyFields,
      },
      fields: [
        'studentName',
        'mobileNumber',
        'dialCode',
        'countryCode',
        'address',
        'preferedLanguage',
        'cityName',
        'emailId',
        'id',
        'companyCode',
        'accountId',
      ],
    },
    {
      method: 'POST',
      url: '/api/dashboard/remarks',
      body: { remark: 'Please look at my writing task.' },
      fields: ['remark'],
    },
    {
      method: 'POST',
      url: '/api/document-upload',
      body: { fileName: 'trf.pdf', contentType: 'application/pdf' },
      fields: ['fileName', 'contentType'],
    },
  ];
}

const send = (c: Client, route: Route, body: Record<string, unknown>) =>
  c.send({ method: route.method, url: route.url, payload: body });

describe('a NUL character in a text field', () => {
  it('is refused with a 400 naming the field on every route where a NUL once gave a 500, and more', async () => {
    const s = await setUp(t);
    const failures: string[] = [];
    for (const route of textRoutes(s)) {
      for (const field of route.fields) {
        const res = await send(s.c, route, { ...route.body, [field]: NUL });
        const body = res.json();
        if (res.statusCode !== 400 || body.message !== nulMessage(field) || body.errorCode !== 'VALIDATION') {
          failures.push(`${route.method} ${route.url} ${field}: ${res.statusCode} ${res.body}`);
        }
      }
      // The same body without the NUL is served (or refused for its own reasons), never a 500.
      const control = await send(s.c, route, route.body);
      if (control.statusCode >= 500) failures.push(`${route.url} control: ${control.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('in one answer of a sync batch never fails the call with a 500, nor is it stored as saved', async () => {
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
    const items = (data.testJson.SectionResponse as { ItemResponse: Item[] }[]).flatMap(
      (x) => x.ItemResponse,
    );
    const an = items.find((i) => i.ItemType === 'an') as Item;
    const mcq = items.find((i) => i.ItemType === 'mcq') as Item;
    const record = (itemId: string, trackNumber: number, answer: object) => ({
      testId: id,
      itemId,
      trackNumber,
      companyCode: f.company.code,
      timeTaken: 5,
      attempt: '1',
      ...answer,
    });
    const res = await f.c.post('/api/sync-track', {
      track: [
        record(an.ItemID, 1, { enteredText: NUL }),
        record(mcq.ItemID, 2, { selectedOptionId: mcq.ItemOptionResponse[0]?.ItemOptionID }),
      ],
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 400) {
      // Until the route checks each record itself, the whole batch is refused, naming the field.
      expect(res.json().message).toBe(nulMessage('track.0.enteredText'));
    } else {
      const acks = res.json().data.acks as { itemId: string; status: string }[];
      expect(acks.find((a) => a.itemId === an.ItemID)?.status).not.toBe('saved');
      expect(acks.find((a) => a.itemId === mcq.ItemID)?.status).toBe('saved');
    }
  });

  it('is refused before validation on every route that takes text: body, query and path', async () => {
    const co = await createCompany(t);
    const student = await createStudent(t, co.code);
    const { c } = await login(t, co.host, student.email, student.password);
    // Dev tools answer loopback only: this client sends from 127.0.0.1 with the same session.
    const local = client(t, co.host, '127.0.0.1');
    local.cookie = c.cookie;
    const probes = textProbes(t.app.swagger() as OpenApi);
    // Every route where a NUL once gave a 500 takes part.
    for (const url of ['/api/login', '/api/register', '/api/forget', '/api/walk-in/list', '/api/coupon']) {
      expect(probes.some((p) => p.url === url)).toBe(true);
    }
    expect(probes.length).toBeGreaterThan(80);
    // The console's calls take a staff session of their own.
    const member = await createStaff(t, co.code);
    const { token: staffToken } = await staffLogin(t, co.host, member.email, member.password);
    const failures: string[] = [];
    for (const probe of probes) {
      const res = await local.send({
        method: probe.method,
        url: probe.url,
        ...(probe.url.startsWith('/api/console/') ? { token: staffToken } : {}),
        ...(probe.body ? { payload: probe.body } : {}),
      });
      const key = `${probe.method} ${probe.route}`;
      const expected = res.statusCode === 400 && res.json().message === nulMessage(probe.field);
      if (!expected && !(perRecordRoutes.has(key) && res.statusCode < 500)) {
        failures.push(`${key} ${probe.field}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('that reaches the database anyway is a 400, never a 500 (the error handler backstop)', async () => {
    // What a route that skips the check (perRecordValidation) would meet if it stored the text as is.
    for (const [url, payload] of [
      ['/probe/text', { value: NUL }],
      ['/probe/json', { value: { answer: NUL } }],
    ] as const) {
      const res = await probe.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Text must not contain the NUL character',
        errorCode: 'VALIDATION',
      });
    }
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};
type Probe = {
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  url: string;
  field: string;
  body?: Record<string, unknown>;
};

const takesText = (s: JsonSchema): boolean =>
  s.type === 'string' ||
  (Array.isArray(s.type) && s.type.includes('string')) ||
  [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(takesText);

/** Every text field of a body schema, as [path, a body holding only NUL there]. */
function textFields(schema: JsonSchema, path: string[] = []): { path: string[]; value: unknown }[] {
  const out: { path: string[]; value: unknown }[] = [];
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  for (const v of variants) {
    for (const [name, inner] of Object.entries(v.properties ?? {})) {
      if (takesText(inner)) out.push({ path: [...path, name], value: NUL });
      for (const nested of textFields(inner, [...path, name])) out.push(nested);
      if (inner.items) {
        if (takesText(inner.items)) out.push({ path: [...path, name, '0'], value: NUL });
        for (const nested of textFields(inner.items, [...path, name, '0'])) out.push(nested);
      }
    }
  }
  return out;
}

/** Builds the smallest body holding NUL at a path (array indexes make arrays). */
function bodyAt(path: string[]): Record<string, unknown> {
  const build = (i: number): unknown => {
    if (i === path.length) return NUL;
    const key = path[i] as string;
    return /^\d+$/.test(key) ? [build(i + 1)] : { [key]: build(i + 1) };
  };
  return build(0) as Record<string, unknown>;
}

/** One request per text field of every API route in the OpenAPI document. */
function textProbes(doc: OpenApi): Probe[] {
  const probes: Probe[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    if (!route.startsWith('/api/')) continue;
    for (const [m, op] of Object.entries(operations)) {
      const method = m.toUpperCase() as Probe['method'];
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      const concrete = route.replace(/\{[^}]+\}/g, 'x');
      for (const p of pathParams) {
        probes.push({
          method,
          route,
          field: p.name,
          url: route.replace(`{${p.name}}`, 'a%00b').replace(/\{[^}]+\}/g, 'x'),
        });
      }
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'query')) {
        probes.push({ method, route, field: p.name, url: `${concrete}?${encodeURIComponent(p.name)}=a%00b` });
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      for (const { path } of schema ? textFields(schema) : []) {
        probes.push({ method, route, field: path.join('.'), url: concrete, body: bodyAt(path) });
      }
    }
  }
  // One probe per route and field (anyOf variants may name a field twice).
  return [...new Map(probes.map((p) => [`${p.method} ${p.route} ${p.field}`, p])).values()];
}
