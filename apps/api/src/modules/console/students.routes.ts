import {
  ChangeEnrolmentSchema,
  EnrolmentParamsSchema,
  GrantEnrolmentSchema,
  StudentParamsSchema,
  StudentProfileResponseSchema,
  StudentSearchQuerySchema,
  StudentSearchResponseSchema,
  StudentsMessages,
} from '@portico/contract/console-students';
import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];

/** `/api/console/students` (CONSOLE.md Authoring, admin): search, profiles, enrolments, reset links. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.students;
  const profile = { tags, params: StudentParamsSchema, response: { 200: StudentProfileResponseSchema } };
  const enrolment = { tags, params: EnrolmentParamsSchema, response: { 200: StudentProfileResponseSchema } };

  app.get(
    '/',
    {
      schema: { tags, querystring: StudentSearchQuerySchema, response: { 200: StudentSearchResponseSchema } },
    },
    async (req) => ({
      success: true,
      data: await service.search(await app.consoleActor(req), req.query.q, req.query.page),
    }),
  );

  app.get('/:id', { schema: profile }, async (req) => ({
    success: true,
    data: await service.profile(await app.consoleActor(req), req.params.id),
  }));

  app.post('/:id/enrolments', { schema: { ...profile, body: GrantEnrolmentSchema } }, async (req) => ({
    success: true,
    message: StudentsMessages.granted,
    data: await service.grant(await app.consoleActor(req), req.params.id, req.body),
  }));

  app.post(
    '/:id/enrolments/:enrolmentId',
    { schema: { ...enrolment, body: ChangeEnrolmentSchema } },
    async (req) => ({
      success: true,
      message: StudentsMessages.changed,
      data: await service.change(
        await app.consoleActor(req),
        req.params.id,
        req.params.enrolmentId,
        req.body,
      ),
    }),
  );

  app.post('/:id/enrolments/:enrolmentId/revoke', { schema: enrolment }, async (req) => ({
    success: true,
    message: StudentsMessages.revoked,
    data: await service.revoke(await app.consoleActor(req), req.params.id, req.params.enrolmentId),
  }));

  app.post(
    '/:id/reset-link',
    { schema: { tags, params: StudentParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await service.sendResetLink(await app.consoleActor(req), req.company, req.params.id);
      return { success: true, message: StudentsMessages.resetSent };
    },
  );
};
