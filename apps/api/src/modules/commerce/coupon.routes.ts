import { couponApi } from '@portico/contract/assessment-coupon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coupon;
  const route = routes(app, ['commerce']);

  route.reply(couponApi.redeem, async (req) => {
    const student = { id: req.auth.student.id, companyCode: req.company.code };
    const { message, data } = await service.redeem(student, req.body.couponCode, req.ip);
    return { success: true, message, data };
  });
};
