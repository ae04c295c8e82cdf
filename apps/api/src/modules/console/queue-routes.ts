import type { RouteData, RouteDef, RouteParsed } from '@portico/contract/route';
import type { Actor } from '../../lib/staff-actor';
import type { ConsoleRoute } from './console-route';

/** What a queue's service reads: the queue by its filter, one item by its id. */
type QueueReads<F, Q, D> = {
  queue(actor: Actor, filter: F): Promise<Q>;
  detail(actor: Actor, id: string): Promise<D>;
};

/**
 * A queue's two reads (its table's `queue` and `detail`): the queue by the filter its query names
 * (`filter` picks it), one item by its `:id`.
 */
export function queueReadRoutes<Q extends RouteDef, D extends RouteDef, F>(
  route: ConsoleRoute,
  api: { queue: Q; detail: D },
  service: QueueReads<F, RouteData<Q>, RouteData<D>>,
  filter: (query: RouteParsed<Q>['Querystring']) => F,
) {
  route.data(api.queue, (actor, req) =>
    service.queue(actor, filter(req.query as RouteParsed<Q>['Querystring'])),
  );
  route.data(api.detail, (actor, req) => service.detail(actor, (req.params as { id: string }).id));
}
