import { consoleReviewDecksApi as api, ReviewMessages as M } from '@portico/contract/review-decks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from '../console/console-route';

/** `/api/console/review-decks` (issue 42 part 3, admins): a course's decks, their cards, a CSV import. */
export const consoleReviewDeckRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.consoleReviewDecks;
  const route = consoleRoute(app);
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
