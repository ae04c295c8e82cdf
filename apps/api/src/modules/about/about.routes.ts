import { AboutMessages, AboutQuerySchema, AboutResponseSchema } from '@portico/contract/about';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.about;

  app.get(
    '/aboutus',
    {
      schema: {
        tags: ['about'],
        querystring: AboutQuerySchema,
        response: { 200: AboutResponseSchema },
      },
    },
    async (req) => {
      const about = await service.get(req.company, req.query);
      return {
        success: true,
        // spec 1 §8 empty state.
        ...(about.pages.length === 0 ? { message: AboutMessages.noData } : {}),
        data: about.pages,
        enableNewPage: about.enableNewPage,
        profile: about.profile,
      };
    },
  );
};
