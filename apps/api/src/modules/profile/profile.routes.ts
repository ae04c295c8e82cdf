import { profileApi as api } from '@portico/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sameCompany } from '../../lib/company-guard';
import { routes } from '../../lib/route';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.profile;
  const route = routes(app, ['profile']);
  const guarded = { preHandler: sameCompany };

  route.data(api.profile, async (req) => [await service.profile(req.company, req.auth.student)]);
  route.message(api.update, (req) => service.update(req.company, req.auth.student, req.body), guarded);
  route.message(
    api.changePassword,
    (req) => service.changePassword(req.company, req.auth.student, req.auth.sessionId, req.body),
    guarded,
  );
  route.data(api.metadata, async (req) => ({
    metaList: await service.metadata(req.company.code, req.query.componentType),
  }));
  route.data(api.products, (req) => service.products(req.company.code, req.auth.student.id));
};
