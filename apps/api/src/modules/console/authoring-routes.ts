import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../lib/staff-actor';

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['console'];

/** One act of a route: the message its answer carries, and the service call that does it. */
type Act<Args extends unknown[], Out> = {
  message: string;
  run: (actor: Actor, ...args: Args) => Promise<Out>;
};

/** The schemas of one kind of record the console authors: its form, its id, and what a write answers. */
type RecordSchemas<B extends z.ZodTypeAny, R extends z.ZodTypeAny> = {
  body: B;
  params: z.ZodType<{ id: string }>;
  /** The envelope a create or change answers with. */
  response: R;
};
type Data<R extends z.ZodTypeAny> = z.input<R> extends { data?: infer D } ? D : never;

/**
 * The route's schemas as Fastify takes them. The registrars' own types tie each service call to its
 * schemas where they are used; inside, the schemas stay general (the response is checked against
 * its schema when it is sent).
 */
const general = <B extends z.ZodTypeAny, R extends z.ZodTypeAny>(spec: RecordSchemas<B, R>) => ({
  body: spec.body as z.ZodTypeAny,
  params: spec.params,
  response: { 200: spec.response as z.ZodTypeAny },
});

/** A write's answer: its message, and what the service answered. */
const answer = async (message: string, data: Promise<unknown>) => ({
  success: true,
  message,
  data: await data,
});

/** The create route both shapes share: `POST path` with the form. */
function createRoute<B extends z.ZodTypeAny, R extends z.ZodTypeAny>(
  app: App,
  path: string,
  spec: RecordSchemas<B, R> & { create: Act<[z.output<B>], Data<R>> },
) {
  const { body, response } = general(spec);
  app.post(path || '/', { schema: { tags, body, response } }, async (req) =>
    answer(spec.create.message, spec.create.run(await app.consoleActor(req), req.body as z.output<B>)),
  );
}

/**
 * A record's create, change and delete as the notices, videos and pages use them: `POST path`,
 * `PUT path/:id` (each answering the record), `DELETE path/:id` (answering its message only).
 */
export function recordRoutes<B extends z.ZodTypeAny, R extends z.ZodTypeAny>(
  app: App,
  path: string,
  spec: RecordSchemas<B, R> & {
    create: Act<[z.output<B>], Data<R>>;
    change: Act<[string, z.output<B>], Data<R>>;
    remove: Act<[string], void>;
  },
) {
  const { body, params, response } = general(spec);
  const { change, remove } = spec;
  createRoute(app, path, spec);
  app.put(`${path}/:id`, { schema: { tags, params, body, response } }, async (req) =>
    answer(change.message, change.run(await app.consoleActor(req), req.params.id, req.body as z.output<B>)),
  );
  const removed = { tags, params, response: { 200: MessageResponseSchema } };
  app.delete(`${path}/:id`, { schema: removed }, async (req) => {
    await remove.run(await app.consoleActor(req), req.params.id);
    return { success: true, message: remove.message };
  });
}

/**
 * A page's create, save and delete as products, coupons and live classes use them: `POST path`,
 * `POST path/:id`, `POST path/:id/<remove.action>`, each answering the page they change.
 */
export function pageRoutes<B extends z.ZodTypeAny, R extends z.ZodTypeAny>(
  app: App,
  path: string,
  spec: RecordSchemas<B, R> & {
    create: Act<[z.output<B>], Data<R>>;
    save: Act<[string, z.output<B>], Data<R>>;
    remove?: Act<[string], Data<R>> & { action: string };
  },
) {
  const { body, params, response } = general(spec);
  const { save, remove } = spec;
  createRoute(app, path, spec);
  app.post(`${path}/:id`, { schema: { tags, params, response, body } }, async (req) =>
    answer(save.message, save.run(await app.consoleActor(req), req.params.id, req.body as z.output<B>)),
  );
  if (!remove) return;
  app.post(`${path}/:id/${remove.action}`, { schema: { tags, params, response } }, async (req) =>
    answer(remove.message, remove.run(await app.consoleActor(req), req.params.id)),
  );
}
