import {
  AboutPageInputSchema,
  AboutPageResponseSchema,
  AboutParamsSchema,
  ContentPagesResponseSchema,
  IntroParamsSchema,
  IntroStepInputSchema,
  IntroStepResponseSchema,
  PagesMessages as M,
} from '@portico/contract/console-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from './authoring-routes';

const tags = ['console'];

/** `/api/console/pages` (CONSOLE.md Authoring, admin): the About us pages and the intro steps. */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.contentPages;

  app.get('/', { schema: { tags, response: { 200: ContentPagesResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  recordRoutes(app, '/about', {
    body: AboutPageInputSchema,
    params: AboutParamsSchema,
    response: AboutPageResponseSchema,
    create: { message: M.saved, run: (actor, body) => service.saveAbout(actor, undefined, body) },
    change: { message: M.saved, run: (actor, id, body) => service.saveAbout(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.removeAbout(actor, id) },
  });

  recordRoutes(app, '/intro', {
    body: IntroStepInputSchema,
    params: IntroParamsSchema,
    response: IntroStepResponseSchema,
    create: { message: M.saved, run: (actor, body) => service.saveIntro(actor, undefined, body) },
    change: { message: M.saved, run: (actor, id, body) => service.saveIntro(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.removeIntro(actor, id) },
  });
};
