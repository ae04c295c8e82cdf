import type { RouteData, RouteDef, RouteReply } from '@portico/contract/route';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RouteOptions, type RouteRequest, routes } from '../../lib/route';
import type { Actor } from '../../lib/staff-actor';

type Awaitable<T> = T | Promise<T>;

/** A console route's work, given the member acting in the request (who, their courses, their address). */
export type Acting<D extends RouteDef, T> = (
  actor: Actor,
  req: RouteRequest<D>,
  reply: FastifyReply,
) => Awaitable<T>;

/** What a queue's act answers: the item as it now is, and the act's message ('' for none). */
export type Acted<T> = { detail: T; message: string };

/**
 * The console's routes of one plugin (decision 049), under the console's tag. Each handler but
 * `plain`'s is given the member acting in the request (`app.consoleActor`); `plain`'s read the
 * request only (sign-in and a mailed link's page, before anyone is signed in; the session's own).
 */
export function consoleRoute(app: FastifyInstance) {
  const route = routes(app, ['console']);
  const acting =
    <D extends RouteDef, T>(run: Acting<D, T>) =>
    async (req: RouteRequest<D>, reply: FastifyReply): Promise<T> =>
      run(await app.consoleActor(req), req, reply);
  return {
    plain: route,
    /** Answers `{ success, data }`, with `options.message` when a change names one. */
    data<D extends RouteDef>(def: D, run: Acting<D, RouteData<D>>, options?: RouteOptions) {
      route.data(def, acting(run), options);
    },
    /** A change answering its message only. */
    done<D extends RouteDef>(def: D, run: Acting<D, unknown>, options: RouteOptions & { message: string }) {
      const { message, ...rest } = options;
      route.message(
        def,
        async (req, reply) => {
          await acting(run)(req, reply);
          return message;
        },
        rest,
      );
    },
    /** A queue's act: answers the item as it now is, with the act's message when it has one. */
    act<D extends RouteDef>(def: D, run: Acting<D, Acted<RouteData<D>>>, options?: RouteOptions) {
      route.reply(
        def,
        async (req, reply) => {
          const { detail, message } = await acting(run)(req, reply);
          return { success: true, ...(message ? { message } : {}), data: detail } as RouteReply<D>;
        },
        options,
      );
    },
  };
}

export type ConsoleRoute = ReturnType<typeof consoleRoute>;
