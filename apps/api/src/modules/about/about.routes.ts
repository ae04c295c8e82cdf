import { AboutMessages, aboutApi as api } from '@portico/contract/about';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.about;
  const route = routes(app, ['about']);

  route.reply(api.about, async (req) => {
    const about = await service.get(req.company, req.query);
    return {
      success: true,
      // spec 1 §8 empty state.
      ...(about.pages.length === 0 ? { message: AboutMessages.noData } : {}),
      data: about.pages,
      enableNewPage: about.enableNewPage,
      profile: about.profile,
    };
  });
};
