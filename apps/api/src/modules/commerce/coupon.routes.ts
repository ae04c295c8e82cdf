import { CouponRequestSchema, CouponResponseSchema } from '@portico/contract/assessment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CouponRepository } from './coupon.repository';
import { CouponService } from './coupon.service';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CouponService(
    new CouponRepository(app.ctx.database.db),
    app.ctx.clock,
    app.ctx.limiter,
  );

  app.post(
    '/coupon',
    { schema: { tags: ['commerce'], body: CouponRequestSchema, response: { 200: CouponResponseSchema } } },
    async (req) => {
      const { message, data } = await service.redeem(
        { id: req.auth.student.id, companyCode: req.company.code },
        req.body.couponCode,
        req.ip,
      );
      return { success: true, message, data };
    },
  );
};
