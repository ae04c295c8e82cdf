import { introApi as api } from '@portico/contract/intro';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';

export const introRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.intro;
  const route = routes(app, ['intro']);

  // spec 3 §2: /intro is public; the company comes from the host.
  route.data(api.steps, async (req) => ({ steps: await service.steps(req.company.code) }), {
    config: { public: true },
  });
};
