import { IntroResponseSchema } from '@portico/contract/intro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IntroRepository } from './intro.repository';
import { IntroService } from './intro.service';

export const introRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new IntroService(new IntroRepository(app.ctx.database.db));

  // spec 3 §2: /intro is public; the company comes from the host.
  app.get(
    '/intro',
    { config: { public: true }, schema: { tags: ['intro'], response: { 200: IntroResponseSchema } } },
    async (req) => ({ success: true, data: { steps: await service.steps(req.company.code) } }),
  );
};
