import {
  ApplicationDetailResponseSchema,
  ApplicationMessages,
  ApplicationParamsSchema,
  ApplicationQueueQuerySchema,
  ApplicationQueueResponseSchema,
  ApplicationResponseSchema,
  ApplicationSaveRequestSchema,
  ApplicationStatusRequestSchema,
  ApplicationSubmitRequestSchema,
} from '@portico/contract/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['application'];

/** `/api/application` (decision 047): the signed-in student's application profile. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.application;
  const reply = { response: { 200: ApplicationResponseSchema } };

  app.get('/application', { schema: { tags, ...reply } }, async (req) => ({
    success: true,
    data: await service.get(currentStudent(req)),
  }));

  app.put('/application', { schema: { tags, body: ApplicationSaveRequestSchema, ...reply } }, async (req) => {
    const { baseVersion, ...form } = req.body;
    return {
      success: true,
      message: ApplicationMessages.saved,
      data: await service.save(currentStudent(req), baseVersion, form),
    };
  });

  app.post(
    '/application/submit',
    { schema: { tags, body: ApplicationSubmitRequestSchema, ...reply } },
    async (req) => {
      const { application, message } = await service.submit(currentStudent(req), req.body.baseVersion);
      return { success: true, message, data: application };
    },
  );
};

/** `/api/console/applications`: the school's list of sent applications and their follow-up. */
export const applicationConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.application;
  const detail = {
    tags: ['console'],
    params: ApplicationParamsSchema,
    response: { 200: ApplicationDetailResponseSchema },
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['console'],
        querystring: ApplicationQueueQuerySchema,
        response: { 200: ApplicationQueueResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: { items: await service.list(await app.consoleActor(req), req.query.status) },
    }),
  );

  app.get('/:id', { schema: detail }, async (req) => ({
    success: true,
    data: await service.detail(await app.consoleActor(req), req.params.id),
  }));

  app.put('/:id/status', { schema: { ...detail, body: ApplicationStatusRequestSchema } }, async (req) => ({
    success: true,
    message: 'Status saved',
    data: await service.setStatus(await app.consoleActor(req), req.params.id, req.body),
  }));
};
