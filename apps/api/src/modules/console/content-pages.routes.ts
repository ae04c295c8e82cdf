import {
  AboutPageInputSchema,
  AboutPageResponseSchema,
  AboutParamsSchema,
  ContentPagesResponseSchema,
  IntroParamsSchema,
  IntroStepInputSchema,
  IntroStepResponseSchema,
  PagesMessages,
} from '@portico/contract/console-pages';
import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentPagesRepository } from './content-pages.repository';
import { ContentPagesService } from './content-pages.service';

const tags = ['console'];

/** `/api/console/pages` (CONSOLE.md Authoring, admin): the About us pages and the intro steps. */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ContentPagesService(new ContentPagesRepository(app.ctx.database.db), app.ctx.clock);
  const about = { tags, body: AboutPageInputSchema, response: { 200: AboutPageResponseSchema } };
  const intro = { tags, body: IntroStepInputSchema, response: { 200: IntroStepResponseSchema } };
  const deleted = { success: true, message: PagesMessages.deleted };

  app.get('/', { schema: { tags, response: { 200: ContentPagesResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  app.post('/about', { schema: about }, async (req) => ({
    success: true,
    message: PagesMessages.saved,
    data: await service.saveAbout(await app.consoleActor(req), undefined, req.body),
  }));
  app.put('/about/:id', { schema: { ...about, params: AboutParamsSchema } }, async (req) => ({
    success: true,
    message: PagesMessages.saved,
    data: await service.saveAbout(await app.consoleActor(req), req.params.id, req.body),
  }));
  app.delete(
    '/about/:id',
    { schema: { tags, params: AboutParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await service.removeAbout(await app.consoleActor(req), req.params.id);
      return deleted;
    },
  );

  app.post('/intro', { schema: intro }, async (req) => ({
    success: true,
    message: PagesMessages.saved,
    data: await service.saveIntro(await app.consoleActor(req), undefined, req.body),
  }));
  app.put('/intro/:id', { schema: { ...intro, params: IntroParamsSchema } }, async (req) => ({
    success: true,
    message: PagesMessages.saved,
    data: await service.saveIntro(await app.consoleActor(req), req.params.id, req.body),
  }));
  app.delete(
    '/intro/:id',
    { schema: { tags, params: IntroParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await service.removeIntro(await app.consoleActor(req), req.params.id);
      return deleted;
    },
  );
};
