import {
  CouponInputSchema,
  CouponListResponseSchema,
  CouponParamsSchema,
  CouponsMessages as M,
} from '@portico/contract/console-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRoutes } from './authoring-routes';

const tags = ['console'];

/** `/api/console/coupons` (CONSOLE.md Authoring, admin): coupons, their validity, limits and product. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.coupons;
  const response = CouponListResponseSchema;

  app.get('/', { schema: { tags, response: { 200: response } } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  pageRoutes(app, '', {
    body: CouponInputSchema,
    params: CouponParamsSchema,
    response,
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    save: { message: M.saved, run: (actor, id, body) => service.update(actor, id, body) },
    remove: {
      action: 'deactivate',
      message: M.deactivated,
      run: (actor, id) => service.deactivate(actor, id),
    },
  });
};
