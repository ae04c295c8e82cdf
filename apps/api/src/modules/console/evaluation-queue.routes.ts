import {
  EVALUATION_AUDIO_MAX_BYTES,
  EvaluationAssignRequestSchema,
  EvaluationAudioResponseSchema,
  EvaluationConflictResponseSchema,
  EvaluationDetailResponseSchema,
  EvaluationFileParamsSchema,
  EvaluationMessages,
  EvaluationParamsSchema,
  EvaluationQueueQuerySchema,
  EvaluationQueueResponseSchema,
  EvaluationSaveRequestSchema,
} from '@portico/contract/console-evaluations';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { createStorage } from '../storage/storage.driver';
import { sendFile } from '../storage/storage.routes';
import { EvaluationQueueRepository } from './evaluation-queue.repository';
import { EvaluationQueueService, StaleDraftError } from './evaluation-queue.service';

const tags = ['console'];
const AUDIO_ROUTE = '/api/console/evaluations/:id/audio';

/** `/api/console/evaluations` (CONSOLE.md 'Evaluations'): the queue, one attempt, draft, audio, assign, release. */
export const evaluationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { driver } = await createStorage(app.ctx.config, app.ctx.clock);
  app.addHook('onClose', async () => driver.close?.());
  const service = new EvaluationQueueService(
    new EvaluationQueueRepository(app.ctx.database.db),
    app.ctx,
    driver,
  );
  const actor = app.consoleActor;

  // A recorded clip arrives as its bytes; its type is read from them, whatever the header says.
  app.addContentTypeParser(
    /^(audio|video)\/|^application\/octet-stream/,
    { parseAs: 'buffer', bodyLimit: EVALUATION_AUDIO_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The page shows the draft that came first beside its own (issue 35).
    if (err instanceof StaleDraftError) {
      return reply
        .status(409)
        .send({ success: false, message: err.message, errorCode: 'CONFLICT', data: err.conflict });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && req.routeOptions.url === AUDIO_ROUTE) {
      throw badRequest(EvaluationMessages.audioSize);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && req.routeOptions.url === AUDIO_ROUTE) {
      throw badRequest(EvaluationMessages.audioType);
    }
    throw err;
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: EvaluationQueueQuerySchema,
        response: { 200: EvaluationQueueResponseSchema },
      },
    },
    async (req) => ({ success: true, data: await service.queue(await actor(req), req.query.filter) }),
  );

  const one = { tags, params: EvaluationParamsSchema, response: { 200: EvaluationDetailResponseSchema } };
  app.get('/:id', { schema: one }, async (req) => ({
    success: true,
    data: await service.detail(await actor(req), req.params.id),
  }));

  const versioned = {
    ...one,
    body: EvaluationSaveRequestSchema,
    response: { ...one.response, 409: EvaluationConflictResponseSchema },
  };
  app.put('/:id/draft', { schema: versioned }, async (req) => ({
    success: true,
    message: EvaluationMessages.draftSaved,
    data: await service.saveDraft(await actor(req), req.params.id, req.body),
  }));

  app.post('/:id/assign', { schema: { ...one, body: EvaluationAssignRequestSchema } }, async (req) => ({
    success: true,
    data: await service.assign(await actor(req), req.params.id, req.body.staffId),
  }));

  app.post('/:id/release', { schema: versioned }, async (req) => ({
    success: true,
    message: EvaluationMessages.released,
    data: await service.release(await actor(req), req.company, req.params.id, req.body),
  }));

  app.post(
    '/:id/audio',
    {
      bodyLimit: EVALUATION_AUDIO_MAX_BYTES,
      // The types of the parser above; any other is refused with the audio message.
      config: { bodyTypes: ['audio/*', 'video/*', 'application/octet-stream'] },
      schema: { tags, params: EvaluationParamsSchema, response: { 200: EvaluationAudioResponseSchema } },
    },
    async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return {
        success: true,
        message: EvaluationMessages.audioSaved,
        data: await service.uploadAudio(await actor(req), req.params.id, body),
      };
    },
  );

  app.get(
    '/:id/files/:fileId',
    { schema: { tags, params: EvaluationFileParamsSchema } },
    async (req, reply) =>
      sendFile(
        reply,
        await service.openFile(await actor(req), req.params.id, req.params.fileId),
        'private, no-store',
      ),
  );
};
