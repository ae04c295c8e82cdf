import type { RouteData, RouteDef, RouteParsed, RouteReply } from '@portico/contract/route';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';

/** The request a handler reads: params, query and body as the route's schemas parsed them. */
export type RouteRequest<D extends RouteDef> = FastifyRequest<RouteParsed<D>>;
type Awaitable<T> = T | Promise<T>;

export interface RouteOptions {
  config?: FastifyContextConfig & Record<string, unknown>;
  /** Extra fields of the OpenAPI document (e.g. `hide`), beside the schemas the route declares. */
  schema?: {
    hide?: boolean;
    consumes?: string[];
    /** Answers of other statuses than 200, by status (a 409's data): documented and sent through them. */
    response?: Record<number, unknown>;
  };
  preHandler?: RouteShorthandOptions['preHandler'];
  bodyLimit?: number;
  /** `data` only: the message the student reads beside the data ('Updated Successfully'). */
  message?: string;
}

/**
 * Where a contract route sits inside the plugin it is registered in: the contract names the whole
 * address under `/api`; Fastify wants it relative to the plugin's prefix. A route registered in the
 * wrong plugin fails at boot, not at its first request.
 */
function urlWithin(app: FastifyInstance, def: RouteDef): string {
  const full = `/api/${def.path}`;
  const prefix = app.prefix;
  if (!(full === prefix || full.startsWith(`${prefix}/`))) {
    throw new Error(`Route ${def.method} ${full} is registered outside its prefix ${prefix}`);
  }
  return full.slice(prefix.length) || '/';
}

/**
 * The routes of one plugin, registered from the contract (decision 049): each handler gets its request
 * typed by the route's schemas and answers with what its response schema accepts. `reply` answers the
 * whole envelope; `data` answers `{ success: true, data }` (with `message` when the handler names one).
 */
export function routes(app: FastifyInstance, tags: string[]) {
  const register = <D extends RouteDef>(
    def: D,
    handler: (req: RouteRequest<D>, reply: FastifyReply) => Awaitable<unknown>,
    options: RouteOptions = {},
  ) => {
    app.route({
      method: def.method,
      url: urlWithin(app, def),
      config: options.config,
      preHandler: options.preHandler,
      bodyLimit: options.bodyLimit,
      schema: {
        tags,
        ...options.schema,
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.response ? { response: { ...options.schema?.response, 200: def.response } } : {}),
      },
      handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
  return {
    /** The handler answers the whole envelope (or sends a file or a redirect through `reply`). */
    reply<D extends RouteDef>(
      def: D,
      handler: (req: RouteRequest<D>, reply: FastifyReply) => Awaitable<RouteReply<D> | FastifyReply>,
      options?: RouteOptions,
    ) {
      register(def, handler, options);
    },
    /** The handler answers the envelope's data; the route wraps it as `{ success: true, data }`. */
    data<D extends RouteDef>(
      def: D,
      handler: (req: RouteRequest<D>, reply: FastifyReply) => Awaitable<RouteData<D>>,
      options?: RouteOptions,
    ) {
      const message = options?.message === undefined ? {} : { message: options.message };
      register(
        def,
        async (req, reply) => ({ success: true, ...message, data: await handler(req, reply) }),
        options,
      );
    },
    /** The handler answers the message the student or the teacher reads; no data. */
    message<D extends RouteDef>(
      def: D,
      handler: (req: RouteRequest<D>, reply: FastifyReply) => Awaitable<string>,
      options?: RouteOptions,
    ) {
      register(def, async (req, reply) => ({ success: true, message: await handler(req, reply) }), options);
    },
  };
}
