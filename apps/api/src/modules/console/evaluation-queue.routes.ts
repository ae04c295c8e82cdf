import { consoleEvaluationsApi as api, EvaluationMessages } from '@portico/contract/console-evaluations';
import {
  EVALUATION_AUDIO_MAX_BYTES,
  EvaluationConflictResponseSchema,
} from '@portico/contract/console-evaluations-drafts';
import { SecondMarkingMessages as SM } from '@portico/contract/console-second-marking';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { sendFile } from '../storage/storage.routes';
import { consoleRoute } from './console-route';
import { StaleDraftError } from './evaluation-drafts';
import { queueReadRoutes } from './queue-routes';

const AUDIO_ROUTE = `/api/${api.audio.path}`;

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

/** `/api/console/evaluations` (CONSOLE.md 'Evaluations'): the queue, one attempt, draft, audio, assign, release, correct. */
export const evaluationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.evaluations;
  const route = consoleRoute(app);

  // A recorded clip arrives as its bytes; its type is read from them, whatever the header says.
  app.addContentTypeParser(
    /^(audio|video)\/|^application\/octet-stream/,
    { parseAs: 'buffer', bodyLimit: EVALUATION_AUDIO_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.setErrorHandler(evaluationErrors);

  route.data(api.questions, (actor) => service.questions(actor));
  queueReadRoutes(route, api, service, (query) => query);
  // Save draft and Release are versioned: one based on an older draft answers 409 with the draft.
  const versioned = { schema: { response: { 409: EvaluationConflictResponseSchema } } };
  route.data(api.draft, (actor, req) => service.saveDraft(actor, req.params.id, req.body), {
    ...versioned,
    message: EvaluationMessages.draftSaved,
  });
  route.data(api.assign, (actor, req) => service.assign(actor, req.params.id, req.body.staffId));
  route.data(api.release, (actor, req) => service.release(actor, req.company, req.params.id, req.body), {
    ...versioned,
    message: EvaluationMessages.released,
  });
  // Sent for review, or (the sample or a request holding it) for a second marking.
  route.act(
    api.mark,
    async (actor, req) => {
      const detail = await service.stage(actor, req.params.id, 'marked', req.body);
      const second = detail.item.state === 'second';
      return { detail, message: second ? SM.sent : EvaluationMessages.marked };
    },
    versioned,
  );
  route.data(api.review, (actor, req) => service.stage(actor, req.params.id, 'reviewed', req.body), {
    ...versioned,
    message: EvaluationMessages.reviewed,
  });
  // Second marking (decision 057): asked for, the second marker's draft and its sending, settled.
  route.act(api.askSecond, async (actor, req) => {
    const detail = await service.askSecond(actor, req.params.id, req.body.note);
    return { detail, message: detail.item.state === 'second' ? SM.askedOpen : SM.asked };
  });
  route.data(api.secondDraft, (actor, req) => service.secondDraft(actor, req.params.id, req.body, false), {
    ...versioned,
    message: SM.saved,
  });
  route.data(api.secondSubmit, (actor, req) => service.secondDraft(actor, req.params.id, req.body, true), {
    ...versioned,
    message: SM.submitted,
  });
  route.data(api.settle, (actor, req) => service.settle(actor, req.params.id, req.body), {
    ...versioned,
    message: SM.settled,
  });
  route.data(api.releaseMany, (actor, req) => service.releaseMany(actor, req.company, req.body.ids));
  route.data(api.correct, (actor, req) => service.correct(actor, req.company, req.params.id, req.body), {
    ...versioned,
    message: EvaluationMessages.corrected,
  });
  route.data(
    api.audio,
    (actor, req) =>
      service.uploadAudio(actor, req.params.id, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)),
    {
      bodyLimit: EVALUATION_AUDIO_MAX_BYTES,
      // The types of the parser above; any other is refused with the audio message.
      config: { bodyTypes: ['audio/*', 'video/*', 'application/octet-stream'] },
      message: EvaluationMessages.audioSaved,
    },
  );
  route.plain.reply(api.file, async (req, reply) =>
    sendFile(
      reply,
      await service.openFile(await app.consoleActor(req), req.params.id, req.params.fileId),
      'private, no-store',
    ),
  );
};
