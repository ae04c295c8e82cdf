import { IntroResponseSchema } from '@portico/contract/intro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const introRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.intro;

  // spec 3 §2: /intro is public; the company comes from the host.
  app.get(
    '/intro',
    { config: { public: true }, schema: { tags: ['intro'], response: { 200: IntroResponseSchema } } },
    async (req) => ({ success: true, data: { steps: await service.steps(req.company.code) } }),
  );
};
