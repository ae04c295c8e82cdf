import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../lib/staff-actor';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Data<R extends z.ZodTypeAny> = z.input<R> extends { data?: infer D } ? D : never;
const tags = ['console'];

/**
 * A queue's two reads: `GET /` the queue by its query (state filter), `GET /:id` one item. The
 * types tie each service call to its schemas where this is called; inside, the schemas stay general
 * (each answer is checked against its schema when it is sent).
 */
export function queueReadRoutes<Q extends z.ZodTypeAny, L extends z.ZodTypeAny, D extends z.ZodTypeAny>(
  app: App,
  spec: {
    querystring: Q;
    queueResponse: L;
    queue: (actor: Actor, query: z.output<Q>) => Promise<Data<L>>;
    params: z.ZodType<{ id: string }>;
    detailResponse: D;
    detail: (actor: Actor, id: string) => Promise<Data<D>>;
  },
) {
  const querystring = spec.querystring as z.ZodTypeAny;
  app.get(
    '/',
    { schema: { tags, querystring, response: { 200: spec.queueResponse as z.ZodTypeAny } } },
    async (req) => ({
      success: true,
      data: await spec.queue(await app.consoleActor(req), req.query as z.output<Q>),
    }),
  );
  const { params } = spec;
  app.get(
    '/:id',
    { schema: { tags, params, response: { 200: spec.detailResponse as z.ZodTypeAny } } },
    async (req) => ({
      success: true,
      data: await spec.detail(await app.consoleActor(req), req.params.id),
    }),
  );
}

/** An act's answer: the item as it now is, with the act's message when it has one. */
export const acted = <T>({ detail: data, message }: { detail: T; message: string }) => ({
  success: true,
  ...(message ? { message } : {}),
  data,
});
