import {
  DashboardLessonsQuerySchema,
  DashboardLessonsResponseSchema,
  LearningModuleQuerySchema,
  LearningModuleResponseSchema,
  LearningObjectByIdQuerySchema,
  LearningObjectByIdResponseSchema,
  LearningObjectQuerySchema,
  LearningObjectResponseSchema,
} from '@portico/contract/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['learning'];

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.learning;

  app.get(
    '/learningmodule',
    {
      schema: {
        tags,
        querystring: LearningModuleQuerySchema,
        response: { 200: LearningModuleResponseSchema },
      },
    },
    async (req) => {
      const { module, isProductAccess } = await service.module(
        currentStudent(req),
        req.query.courseId,
        req.query.navigationParam,
      );
      return { success: true, data: module, isProductAccess };
    },
  );

  app.get(
    '/learningobject',
    {
      schema: {
        tags,
        querystring: LearningObjectQuerySchema,
        response: { 200: LearningObjectResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.objects(currentStudent(req), req.query.learningModuleId, req.query.courseId),
    }),
  );

  app.get(
    '/get-learningobjectbyobjectid',
    {
      schema: {
        tags,
        querystring: LearningObjectByIdQuerySchema,
        response: { 200: LearningObjectByIdResponseSchema },
      },
    },
    async (req) => ({ success: true, data: await service.objectById(currentStudent(req), req.query.id) }),
  );

  app.get(
    '/dashboard/lessons',
    {
      schema: {
        tags,
        querystring: DashboardLessonsQuerySchema,
        response: { 200: DashboardLessonsResponseSchema },
      },
    },
    async (req) => ({ success: true, data: await service.current(currentStudent(req), req.query.id) }),
  );
};
