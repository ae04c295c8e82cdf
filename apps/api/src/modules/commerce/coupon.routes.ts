import { CouponRequestSchema, CouponResponseSchema } from '@portico/contract/assessment-coupon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coupon;

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
