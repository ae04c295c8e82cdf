import { get, post } from '@portico/contract/route';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from './route';

const envelope = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ id: z.string(), twice: z.number() }).optional(),
});
const api = {
  one: get('things/:id', {
    params: z.object({ id: z.string() }),
    query: z.object({ n: z.coerce.number() }),
    response: envelope,
  }),
  make: post('things', { body: z.object({ name: z.string().min(1) }), response: envelope }),
  drop: post('things/drop', { response: envelope }),
};

let app: FastifyInstance;
afterEach(() => app?.close());

async function build(register: (scope: FastifyInstance) => void, prefix = '/api') {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(async (scope) => register(scope), { prefix });
  await app.ready();
  return app;
}

describe('the registrar (decision 049)', () => {
  it('registers each route at the contract’s address inside its plugin, typed by its schemas', async () => {
    await build((scope) => {
      const route = routes(scope, ['test']);
      route.data(api.one, (req) => ({ id: req.params.id, twice: req.query.n * 2 }));
      route.message(api.make, (req) => `Made ${req.body.name}`);
      route.reply(api.drop, () => ({ success: true, message: 'Dropped' }));
    });
    const one = await app.inject({ method: 'GET', url: '/api/things/a?n=21' });
    expect(one.json()).toEqual({ success: true, data: { id: 'a', twice: 42 } });
    const made = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'x' } });
    expect(made.json()).toEqual({ success: true, message: 'Made x' });
    const dropped = await app.inject({ method: 'POST', url: '/api/things/drop' });
    expect(dropped.json()).toEqual({ success: true, message: 'Dropped' });
  });

  it('checks the request with the route’s schema before the handler runs', async () => {
    let ran = false;
    await build((scope) => {
      routes(scope, ['test']).message(api.make, () => {
        ran = true;
        return 'Made';
      });
    });
    const refused = await app.inject({ method: 'POST', url: '/api/things', payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    expect(ran).toBe(false);
  });

  it('sends the answer through its schema: a field it does not name never leaves', async () => {
    await build((scope) => {
      routes(scope, ['test']).data(api.one, (req) => ({ id: req.params.id, twice: 1, secret: 'x' }) as never);
    });
    expect((await app.inject({ method: 'GET', url: '/api/things/a?n=1' })).json()).toEqual({
      success: true,
      data: { id: 'a', twice: 1 },
    });
  });

  it('puts `message` beside the data when the route names one', async () => {
    await build((scope) => {
      routes(scope, ['test']).data(api.one, (req) => ({ id: req.params.id, twice: 0 }), {
        message: 'Updated',
      });
    });
    expect((await app.inject({ method: 'GET', url: '/api/things/b?n=0' })).json()).toEqual({
      success: true,
      message: 'Updated',
      data: { id: 'b', twice: 0 },
    });
  });

  it('refuses at boot a route registered in a plugin whose prefix does not lead to it', async () => {
    await expect(
      build((scope) => routes(scope, ['test']).data(api.one, () => ({ id: 'a', twice: 0 })), '/api/console'),
    ).rejects.toThrow('Route GET /api/things/:id is registered outside its prefix /api/console');
  });
});
