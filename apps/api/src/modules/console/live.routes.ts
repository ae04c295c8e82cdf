import {
  LiveAddStudentSchema,
  LiveBatchBodySchema,
  LiveBatchDetailResponseSchema,
  LiveBatchParamsSchema,
  LiveBatchTypeBodySchema,
  LiveClassBodySchema,
  LiveClassParamsSchema,
  LiveDownloadBodySchema,
  LiveDownloadParamsSchema,
  LiveOverviewResponseSchema,
  LiveStudentParamsSchema,
  LiveTypeParamsSchema,
  LiveMessages as M,
} from '@portico/contract/console-live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRoutes } from './authoring-routes';

const tags = ['console'];

/**
 * `/api/console/live` (CONSOLE.md Authoring, admin): batch types, batches, the classes and students of
 * a batch, and the e-book downloads of a course. Writes answer with the page they change.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.live;
  const detail = { tags, response: { 200: LiveBatchDetailResponseSchema } };
  const actor = app.consoleActor;

  app.get('/', { schema: { tags, response: { 200: LiveOverviewResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.overview(await actor(req)),
  }));

  pageRoutes(app, '/types', {
    body: LiveBatchTypeBodySchema,
    params: LiveTypeParamsSchema,
    response: LiveOverviewResponseSchema,
    create: { message: M.typeCreated, run: (a, body) => service.createType(a, body) },
    save: { message: M.typeSaved, run: (a, id, body) => service.updateType(a, id, body) },
    remove: { action: 'delete', message: M.typeDeleted, run: (a, id) => service.deleteType(a, id) },
  });

  pageRoutes(app, '/batches', {
    body: LiveBatchBodySchema,
    params: LiveBatchParamsSchema,
    response: LiveBatchDetailResponseSchema,
    create: { message: M.batchCreated, run: (a, body) => service.createBatch(a, body) },
    save: { message: M.batchSaved, run: (a, id, body) => service.updateBatch(a, id, body) },
  });
  app.get('/batches/:id', { schema: { ...detail, params: LiveBatchParamsSchema } }, async (req) => ({
    success: true,
    data: await service.batch(await actor(req), req.params.id),
  }));

  await app.register(batchMemberRoutes);

  pageRoutes(app, '/downloads', {
    body: LiveDownloadBodySchema,
    params: LiveDownloadParamsSchema,
    response: LiveOverviewResponseSchema,
    create: { message: M.downloadCreated, run: (a, body) => service.createDownload(a, body) },
    save: { message: M.downloadSaved, run: (a, id, body) => service.updateDownload(a, id, body) },
    remove: { action: 'delete', message: M.downloadDeleted, run: (a, id) => service.deleteDownload(a, id) },
  });
};

/** A batch's classes and students: each write answers with the batch's page. */
const batchMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.live;
  const detail = { tags, response: { 200: LiveBatchDetailResponseSchema } };
  const actor = app.consoleActor;

  app.post(
    '/batches/:id/classes',
    { schema: { ...detail, params: LiveBatchParamsSchema, body: LiveClassBodySchema } },
    async (req) => ({
      success: true,
      message: M.classCreated,
      data: await service.createClass(await actor(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/batches/:id/classes/:classId',
    { schema: { ...detail, params: LiveClassParamsSchema, body: LiveClassBodySchema } },
    async (req) => ({
      success: true,
      message: M.classSaved,
      data: await service.updateClass(await actor(req), req.params.id, req.params.classId, req.body),
    }),
  );
  app.post(
    '/batches/:id/classes/:classId/cancel',
    { schema: { ...detail, params: LiveClassParamsSchema } },
    async (req) => ({
      success: true,
      message: M.classCancelled,
      data: await service.cancelClass(await actor(req), req.params.id, req.params.classId),
    }),
  );

  app.post(
    '/batches/:id/students',
    { schema: { ...detail, params: LiveBatchParamsSchema, body: LiveAddStudentSchema } },
    async (req) => ({
      success: true,
      message: M.studentAdded,
      data: await service.addStudent(await actor(req), req.params.id, req.body.studentId),
    }),
  );
  app.post(
    '/batches/:id/students/:studentId/remove',
    { schema: { ...detail, params: LiveStudentParamsSchema } },
    async (req) => ({
      success: true,
      message: M.studentRemoved,
      data: await service.removeStudent(await actor(req), req.params.id, req.params.studentId),
    }),
  );
};
