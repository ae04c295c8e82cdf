import {
  CouponInputSchema,
  CouponListResponseSchema,
  CouponParamsSchema,
  CouponsMessages,
} from '@portico/contract/console-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CouponsRepository } from './coupons.repository';
import { CouponsService } from './coupons.service';

const tags = ['console'];

/** `/api/console/coupons` (CONSOLE.md Authoring, admin): coupons, their validity, limits and product. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CouponsService(new CouponsRepository(app.ctx.database.db), app.ctx.clock);
  const response = { 200: CouponListResponseSchema };
  const one = { tags, params: CouponParamsSchema, response };

  app.get('/', { schema: { tags, response } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  app.post('/', { schema: { tags, body: CouponInputSchema, response } }, async (req) => ({
    success: true,
    message: CouponsMessages.created,
    data: await service.create(await app.consoleActor(req), req.body),
  }));

  app.post('/:id', { schema: { ...one, body: CouponInputSchema } }, async (req) => ({
    success: true,
    message: CouponsMessages.saved,
    data: await service.update(await app.consoleActor(req), req.params.id, req.body),
  }));

  app.post('/:id/deactivate', { schema: one }, async (req) => ({
    success: true,
    message: CouponsMessages.deactivated,
    data: await service.deactivate(await app.consoleActor(req), req.params.id),
  }));
};
