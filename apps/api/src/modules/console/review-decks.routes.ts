import { consoleReviewDecksApi as api, ReviewMessages as M } from '@portico/contract/review-decks';
import type { RouteData, RouteDef } from '@portico/contract/route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteOptions, type RouteRequest, routes } from '../../lib/route';
import type { Actor } from '../../lib/staff-actor';

/**
 * `/api/console/review-decks` (issue 42 part 3, admins): a course's decks, their cards, a CSV import.
 * Registered inside the console's scope (its staff session check); each handler is given the member
 * acting, as the console's own routes are.
 */
export const consoleReviewDeckRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.consoleReviewDecks;
  const r = routes(app, ['console']);
  const route = {
    data<D extends RouteDef>(
      def: D,
      run: (actor: Actor, req: RouteRequest<D>) => Promise<RouteData<D>>,
      options?: RouteOptions,
    ) {
      r.data(def, async (req) => run(await app.consoleActor(req), req), options);
    },
  };
  route.data(api.list, (actor, req) => service.list(actor, req.query.courseId));
  route.data(api.create, (actor, req) => service.create(actor, req.body), { message: M.deckSaved });
  route.data(api.detail, (actor, req) => service.detail(actor, req.params.deckId));
  route.data(api.edit, (actor, req) => service.edit(actor, req.params.deckId, req.body), {
    message: M.deckSaved,
  });
  route.data(api.addCard, (actor, req) => service.addCard(actor, req.params.deckId, req.body), {
    message: M.cardSaved,
  });
  route.data(
    api.editCard,
    (actor, req) => service.editCard(actor, req.params.deckId, req.params.cardId, req.body),
    {
      message: M.cardSaved,
    },
  );
  route.data(
    api.deleteCard,
    (actor, req) => service.deleteCard(actor, req.params.deckId, req.params.cardId),
    {
      message: M.cardDeleted,
    },
  );
  route.data(api.importCards, (actor, req) =>
    service.importCards(actor, req.params.deckId, req.body.csv, req.body.apply),
  );
};
