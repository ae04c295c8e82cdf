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
import { LiveRepository } from './live.repository';
import { LiveService } from './live.service';

const tags = ['console'];

/**
 * `/api/console/live` (CONSOLE.md Authoring, admin): batch types, batches, the classes and students of
 * a batch, and the e-book downloads of a course. Writes answer with the page they change.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LiveService(new LiveRepository(app.ctx.database.db), app.ctx.clock);
  const overview = { tags, response: { 200: LiveOverviewResponseSchema } };
  const detail = { tags, response: { 200: LiveBatchDetailResponseSchema } };

  app.get('/', { schema: overview }, async (req) => ({
    success: true,
    data: await service.overview(await app.consoleActor(req)),
  }));

  app.post('/types', { schema: { ...overview, body: LiveBatchTypeBodySchema } }, async (req) => ({
    success: true,
    message: M.typeCreated,
    data: await service.createType(await app.consoleActor(req), req.body),
  }));
  app.post(
    '/types/:id',
    { schema: { ...overview, params: LiveTypeParamsSchema, body: LiveBatchTypeBodySchema } },
    async (req) => ({
      success: true,
      message: M.typeSaved,
      data: await service.updateType(await app.consoleActor(req), req.params.id, req.body),
    }),
  );
  app.post('/types/:id/delete', { schema: { ...overview, params: LiveTypeParamsSchema } }, async (req) => ({
    success: true,
    message: M.typeDeleted,
    data: await service.deleteType(await app.consoleActor(req), req.params.id),
  }));

  app.post('/batches', { schema: { ...detail, body: LiveBatchBodySchema } }, async (req) => ({
    success: true,
    message: M.batchCreated,
    data: await service.createBatch(await app.consoleActor(req), req.body),
  }));
  app.get('/batches/:id', { schema: { ...detail, params: LiveBatchParamsSchema } }, async (req) => ({
    success: true,
    data: await service.batch(await app.consoleActor(req), req.params.id),
  }));
  app.post(
    '/batches/:id',
    { schema: { ...detail, params: LiveBatchParamsSchema, body: LiveBatchBodySchema } },
    async (req) => ({
      success: true,
      message: M.batchSaved,
      data: await service.updateBatch(await app.consoleActor(req), req.params.id, req.body),
    }),
  );

  app.post(
    '/batches/:id/classes',
    { schema: { ...detail, params: LiveBatchParamsSchema, body: LiveClassBodySchema } },
    async (req) => ({
      success: true,
      message: M.classCreated,
      data: await service.createClass(await app.consoleActor(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/batches/:id/classes/:classId',
    { schema: { ...detail, params: LiveClassParamsSchema, body: LiveClassBodySchema } },
    async (req) => ({
      success: true,
      message: M.classSaved,
      data: await service.updateClass(
        await app.consoleActor(req),
        req.params.id,
        req.params.classId,
        req.body,
      ),
    }),
  );
  app.post(
    '/batches/:id/classes/:classId/cancel',
    { schema: { ...detail, params: LiveClassParamsSchema } },
    async (req) => ({
      success: true,
      message: M.classCancelled,
      data: await service.cancelClass(await app.consoleActor(req), req.params.id, req.params.classId),
    }),
  );

  app.post(
    '/batches/:id/students',
    { schema: { ...detail, params: LiveBatchParamsSchema, body: LiveAddStudentSchema } },
    async (req) => ({
      success: true,
      message: M.studentAdded,
      data: await service.addStudent(await app.consoleActor(req), req.params.id, req.body.studentId),
    }),
  );
  app.post(
    '/batches/:id/students/:studentId/remove',
    { schema: { ...detail, params: LiveStudentParamsSchema } },
    async (req) => ({
      success: true,
      message: M.studentRemoved,
      data: await service.removeStudent(await app.consoleActor(req), req.params.id, req.params.studentId),
    }),
  );

  app.post('/downloads', { schema: { ...overview, body: LiveDownloadBodySchema } }, async (req) => ({
    success: true,
    message: M.downloadCreated,
    data: await service.createDownload(await app.consoleActor(req), req.body),
  }));
  app.post(
    '/downloads/:id',
    { schema: { ...overview, params: LiveDownloadParamsSchema, body: LiveDownloadBodySchema } },
    async (req) => ({
      success: true,
      message: M.downloadSaved,
      data: await service.updateDownload(await app.consoleActor(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/downloads/:id/delete',
    { schema: { ...overview, params: LiveDownloadParamsSchema } },
    async (req) => ({
      success: true,
      message: M.downloadDeleted,
      data: await service.deleteDownload(await app.consoleActor(req), req.params.id),
    }),
  );
};
