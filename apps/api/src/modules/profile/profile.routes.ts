import { MessageResponseSchema } from '@portico/contract/envelope';
import {
  GetProfileResponseSchema,
  MetadataQuerySchema,
  MetadataResponseSchema,
  PasswordUpdateRequestSchema,
  ProductsResponseSchema,
  ProfileUpdateRequestSchema,
} from '@portico/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.profile;

  app.get('/getprofile', { schema: { tags, response: { 200: GetProfileResponseSchema } } }, async (req) => ({
    success: true,
    data: [await service.profile(req.company, req.auth.student)],
  }));

  app.put(
    '/profileupdate',
    { schema: { tags, body: ProfileUpdateRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await service.update(req.company, req.auth.student, req.body) };
    },
  );

  app.put(
    '/profilepasswordupdate',
    { schema: { tags, body: PasswordUpdateRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      const { sessionId, student } = req.auth;
      return {
        success: true,
        message: await service.changePassword(req.company, student, sessionId, req.body),
      };
    },
  );

  app.get(
    '/get-metadata',
    { schema: { tags, querystring: MetadataQuerySchema, response: { 200: MetadataResponseSchema } } },
    async (req) => ({
      success: true,
      data: { metaList: await service.metadata(req.company.code, req.query.componentType) },
    }),
  );

  app.get('/getproducts', { schema: { tags, response: { 200: ProductsResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.products(req.company.code, req.auth.student.id),
  }));
};
