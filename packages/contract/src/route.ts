import type { z } from 'zod';

/**
 * One call of the API, as both sides read it (decision 049): its method, its address under `/api`,
 * the schemas of what it takes and the schema of its answer. The API registers its routes from these
 * (apps/api/src/lib/route.ts); the web calls them through one typed client that parses every answer
 * with the same schema (apps/web/src/lib/api-client.ts). Nothing here runs zod: a file that imports
 * only this one pulls no schema into a bundle.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  readonly method: Method;
  /** The address under `/api`, without a leading slash: `studenttestreport`, `console/products/:id`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The whole answer (the envelope) when it is JSON; absent for a file or a redirect. */
  readonly response?: z.ZodType;
}

type Schemas = Omit<RouteDef, 'method' | 'path'>;

export const get = /* @__NO_SIDE_EFFECTS__ */ <const P extends string, const S extends Omit<Schemas, 'body'>>(
  path: P,
  schemas: S,
) => ({
  method: 'GET' as const,
  path,
  ...schemas,
});
export const post = /* @__NO_SIDE_EFFECTS__ */ <const P extends string, const S extends Schemas>(
  path: P,
  schemas: S,
) => ({
  method: 'POST' as const,
  path,
  ...schemas,
});
export const put = /* @__NO_SIDE_EFFECTS__ */ <const P extends string, const S extends Schemas>(
  path: P,
  schemas: S,
) => ({
  method: 'PUT' as const,
  path,
  ...schemas,
});
export const del = /* @__NO_SIDE_EFFECTS__ */ <const P extends string, const S extends Schemas>(
  path: P,
  schemas: S,
) => ({
  method: 'DELETE' as const,
  path,
  ...schemas,
});

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller hands over: each part the route declares, and only those. */
export type RouteInput<D extends RouteDef> = (D extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: undefined }) &
  (D extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : { query?: undefined }) &
  (D extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined });

/** Whether a caller has anything to hand over (a route with no params, query or body needs no input). */
export type NeedsInput<D extends RouteDef> = D extends
  | { params: z.ZodType }
  | { query: z.ZodType }
  | { body: z.ZodType }
  ? true
  : false;

/** What the handler reads once the schemas have parsed the request. */
export type RouteParsed<D extends RouteDef> = {
  Params: Out<D['params']>;
  Querystring: Out<D['query']>;
  Body: Out<D['body']>;
};

/** The answer as the handler gives it (before the schema serialises it) and as the caller reads it. */
export type RouteReply<D extends RouteDef> = In<D['response']>;
export type RouteAnswer<D extends RouteDef> = Out<D['response']>;
/** The `data` of the answer's envelope. */
export type RouteData<D extends RouteDef> = RouteReply<D> extends { data?: infer T } ? T : never;
export type RouteAnswerData<D extends RouteDef> = NonNullable<
  RouteAnswer<D> extends { data?: infer T } ? T : never
>;

/** The address with its `:name` parts filled in, each one encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing route parameter ${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
