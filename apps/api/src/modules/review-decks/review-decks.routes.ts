import { reviewDecksApi as api, ReviewMessages as M } from '@portico/contract/review-decks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** `/api/review/*` (issue 42 part 3): the student's decks, a review session, the review sync, saved words. */
export const reviewDeckRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviewDecks;
  const route = routes(app, ['review']);
  route.data(api.decks, (req) => service.decks(currentStudent(req), req.query.courseId));
  route.data(api.session, (req) => service.session(currentStudent(req), req.params.deckId));
  route.data(api.sync, (req) => service.sync(currentStudent(req), req.body));
  route.data(api.saveWord, (req) => service.saveWord(currentStudent(req), req.body), {
    message: M.wordSaved,
  });
  route.data(api.history, (req) => service.history(currentStudent(req), req.query.courseId));
};
