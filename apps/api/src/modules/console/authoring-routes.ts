import type { RouteData, RouteDef, RouteParsed } from '@portico/contract/route';
import type { RouteRequest } from '../../lib/route';
import type { Actor } from '../../lib/staff-actor';
import type { ConsoleRoute } from './console-route';

/** One act of a route: the message its answer carries, and the service call that does it. */
type Act<Args extends unknown[], Out> = {
  message: string;
  run: (actor: Actor, ...args: Args) => Promise<Out>;
};
type Body<D extends RouteDef> = RouteParsed<D>['Body'];

// The form as the route's schema parsed it, and the record's `:id` (every call here but a create
// names one: contract console-calls). Their types are the route's; inside, the request is general.
const bodyOf = <D extends RouteDef>(req: RouteRequest<D>) => req.body as Body<D>;
const idOf = (req: { params: unknown }) => (req.params as { id: string }).id;

/**
 * A record's create, change and delete as the notices, videos and pages use them (the contract's
 * `recordCalls`): the create and the change answer the record, the delete its message only.
 */
export function recordRoutes<C extends RouteDef, U extends RouteDef, X extends RouteDef>(
  route: ConsoleRoute,
  api: { create: C; change: U; remove: X },
  acts: {
    create: Act<[Body<C>], RouteData<C>>;
    change: Act<[string, Body<U>], RouteData<U>>;
    remove: Act<[string], void>;
  },
) {
  const { create, change, remove } = acts;
  route.data(api.create, (actor, req) => create.run(actor, bodyOf(req)), { message: create.message });
  route.data(api.change, (actor, req) => change.run(actor, idOf(req), bodyOf(req)), {
    message: change.message,
  });
  route.done(api.remove, (actor, req) => remove.run(actor, idOf(req)), { message: remove.message });
}

/**
 * A page's create, save and removal as products, coupons and live classes use them (the contract's
 * `pageCalls` and the removal's act), each answering the page they change.
 */
export function pageRoutes<C extends RouteDef, S extends RouteDef, X extends RouteDef>(
  route: ConsoleRoute,
  api: { create: C; save: S; remove?: X },
  acts: {
    create: Act<[Body<C>], RouteData<C>>;
    save: Act<[string, Body<S>], RouteData<S>>;
    remove?: Act<[string], RouteData<X>>;
  },
) {
  const { create, save, remove } = acts;
  route.data(api.create, (actor, req) => create.run(actor, bodyOf(req)), { message: create.message });
  route.data(api.save, (actor, req) => save.run(actor, idOf(req), bodyOf(req)), { message: save.message });
  if (!api.remove || !remove) return;
  route.data(api.remove, (actor, req) => remove.run(actor, idOf(req)), { message: remove.message });
}
