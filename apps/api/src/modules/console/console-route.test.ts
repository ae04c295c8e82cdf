import { DEFAULT_GRADING_POLICY, turnaroundHoursOf } from '@portico/contract/console-settings';
import { get, post } from '@portico/contract/route';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from '../../lib/staff-actor';
import { consoleRoute } from './console-route';

const envelope = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ id: z.string(), by: z.string() }).optional(),
});
const api = {
  read: get('console/things/:id', { params: z.object({ id: z.string() }), response: envelope }),
  change: post('console/things/:id/change', { params: z.object({ id: z.string() }), response: envelope }),
  act: post('console/things/:id/act', {
    body: z.object({ say: z.string() }),
    params: z.object({ id: z.string() }),
    response: envelope,
  }),
  open: get('console/open', { response: envelope }),
};

let app: FastifyInstance;
let asked = 0;
afterEach(() => app?.close());

/** A console plugin whose acting member is named by the request's `x-member` header (401 without one). */
async function build(register: (route: ReturnType<typeof consoleRoute>) => void) {
  asked = 0;
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('consoleActor', async (req: FastifyRequest): Promise<Actor> => {
    asked += 1;
    const name = req.headers['x-member'];
    if (typeof name !== 'string') throw Object.assign(new Error('Sign in again.'), { statusCode: 401 });
    return {
      staff: { id: name } as Actor['staff'],
      courseIds: [],
      ip: req.ip,
      dueHours: turnaroundHoursOf(null),
      grading: DEFAULT_GRADING_POLICY,
    };
  });
  await app.register(async (scope) => register(consoleRoute(scope)), { prefix: '/api/console' });
  await app.ready();
}

const as = (member: string) => ({ 'x-member': member });

describe('consoleRoute (decision 049)', () => {
  it('data: the handler is given the acting member and answers { success, data }', async () => {
    await build((route) => route.data(api.read, (actor, req) => ({ id: req.params.id, by: actor.staff.id })));
    const res = await app.inject({ method: 'GET', url: '/api/console/things/t1', headers: as('m1') });
    expect(res.json()).toEqual({ success: true, data: { id: 't1', by: 'm1' } });
  });

  it('data: no acting member means the handler never runs', async () => {
    let ran = false;
    await build((route) =>
      route.data(api.read, () => {
        ran = true;
        return { id: 'x', by: 'y' };
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/console/things/t1' });
    expect(res.statusCode).toBe(401);
    expect(ran).toBe(false);
  });

  it('done: answers the fixed message once the work is done, and nothing when it throws', async () => {
    const done: string[] = [];
    await build((route) =>
      route.done(
        api.change,
        (actor, req) => {
          if (req.params.id === 'bad') throw Object.assign(new Error('No such thing.'), { statusCode: 404 });
          done.push(`${actor.staff.id}:${req.params.id}`);
        },
        { message: 'Changed' },
      ),
    );
    const ok = await app.inject({ method: 'POST', url: '/api/console/things/t2/change', headers: as('m2') });
    expect(ok.json()).toEqual({ success: true, message: 'Changed' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/console/things/bad/change',
      headers: as('m2'),
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).not.toHaveProperty('message', 'Changed');
    expect(done).toEqual(['m2:t2']);
  });

  it('act: answers the item as it now is, with the act’s message only when it has one', async () => {
    await build((route) =>
      route.act(api.act, (actor, req) => ({
        detail: { id: req.params.id, by: actor.staff.id },
        message: req.body.say,
      })),
    );
    const said = await app.inject({
      method: 'POST',
      url: '/api/console/things/t3/act',
      headers: as('m3'),
      payload: { say: 'Assigned' },
    });
    expect(said.json()).toEqual({ success: true, message: 'Assigned', data: { id: 't3', by: 'm3' } });
    const quiet = await app.inject({
      method: 'POST',
      url: '/api/console/things/t3/act',
      headers: as('m3'),
      payload: { say: '' },
    });
    expect(quiet.json()).toEqual({ success: true, data: { id: 't3', by: 'm3' } });
  });

  it('plain: reads the request only, and never asks who acts', async () => {
    await build((route) => route.plain.data(api.open, () => ({ id: 'open', by: 'nobody' })));
    const res = await app.inject({ method: 'GET', url: '/api/console/open' });
    expect(res.json()).toEqual({ success: true, data: { id: 'open', by: 'nobody' } });
    expect(asked).toBe(0);
  });
});
