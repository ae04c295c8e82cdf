import {
  EvaluationAssignRequestSchema,
  EvaluationDetailResponseSchema,
  EvaluationFileParamsSchema,
  EvaluationMessages,
  EvaluationParamsSchema,
  EvaluationQueueQuerySchema,
  EvaluationQueueResponseSchema,
} from '@portico/contract/console-evaluations';
import {
  EVALUATION_AUDIO_MAX_BYTES,
  EvaluationAudioResponseSchema,
  EvaluationConflictResponseSchema,
  EvaluationSaveRequestSchema,
} from '@portico/contract/console-evaluations-drafts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { sendFile } from '../storage/storage.routes';
import { StaleDraftError } from './evaluation-drafts';
import { queueReadRoutes } from './queue-routes';

const tags = ['console'];
const AUDIO_ROUTE = '/api/console/evaluations/:id/audio';

/** The queue's own answers: a stale draft's 409 with the draft beside it, and the audio's limits. */
function evaluationErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // The page shows the draft that came first beside its own (decision 028).
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
}

/** `/api/console/evaluations` (CONSOLE.md 'Evaluations'): the queue, one attempt, draft, audio, assign, release. */
export const evaluationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.evaluations;
  const actor = app.consoleActor;

  // A recorded clip arrives as its bytes; its type is read from them, whatever the header says.
  app.addContentTypeParser(
    /^(audio|video)\/|^application\/octet-stream/,
    { parseAs: 'buffer', bodyLimit: EVALUATION_AUDIO_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.setErrorHandler(evaluationErrors);

  queueReadRoutes(app, {
    querystring: EvaluationQueueQuerySchema,
    queueResponse: EvaluationQueueResponseSchema,
    queue: (a, query) => service.queue(a, query.filter),
    params: EvaluationParamsSchema,
    detailResponse: EvaluationDetailResponseSchema,
    detail: (a, id) => service.detail(a, id),
  });

  const one = { tags, params: EvaluationParamsSchema, response: { 200: EvaluationDetailResponseSchema } };
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
