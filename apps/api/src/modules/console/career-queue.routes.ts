import type { Readable } from 'node:stream';
import {
  CareerCommentRequestSchema,
  CareerDetailResponseSchema,
  CareerQueueQuerySchema,
  CareerQueueResponseSchema,
  CareerReviewMessages,
  CareerStatusRequestSchema,
  EXPERT_CV_MAX_BYTES,
  ExpertCvQuerySchema,
  ReviewAssignRequestSchema,
  ReviewParamsSchema,
} from '@portico/contract/console-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PayloadTooLarge, readLimited } from '../storage/storage.service';
import { acted, queueReadRoutes } from './queue-routes';

const tags = ['console'];

/** `/api/console/career` (CONSOLE.md 'Career'): LinkedIn and CV reviews, comments, the expert CV. */
export const careerQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.career;
  const detail = { tags, params: ReviewParamsSchema, response: { 200: CareerDetailResponseSchema } };

  queueReadRoutes(app, {
    querystring: CareerQueueQuerySchema,
    queueResponse: CareerQueueResponseSchema,
    queue: (actor, query) => service.queue(actor, query.status),
    params: ReviewParamsSchema,
    detailResponse: CareerDetailResponseSchema,
    detail: (actor, id) => service.detail(actor, id),
  });
  app.post('/:id/comment', { schema: { ...detail, body: CareerCommentRequestSchema } }, async (req) =>
    acted(await service.comment(await app.consoleActor(req), req.params.id, req.body.remark)),
  );
  app.post('/:id/status', { schema: { ...detail, body: CareerStatusRequestSchema } }, async (req) =>
    acted(await service.setStatus(await app.consoleActor(req), req.params.id, req.body.status)),
  );
  app.post('/:id/assign', { schema: { ...detail, body: ReviewAssignRequestSchema } }, async (req) =>
    acted(await service.assign(await app.consoleActor(req), req.params.id, req.body.staffId)),
  );

  // The expert CV: the file's bytes are the body (any declared type: the bytes decide), its name in
  // the query. Refused past 5 MB before it is all read.
  const uploads: FastifyPluginAsyncZod = async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_req, payload, next) => next(null, payload));
    upload.post(
      '/:id/expert-cv',
      { config: { bodyTypes: ['*'] }, schema: { ...detail, querystring: ExpertCvQuerySchema } },
      async (req) => {
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > EXPERT_CV_MAX_BYTES) throw new PayloadTooLarge(CareerReviewMessages.expertCvSize);
        const stream = req.body as Readable | undefined;
        const bytes = stream
          ? await readLimited(stream, EXPERT_CV_MAX_BYTES, CareerReviewMessages.expertCvSize)
          : Buffer.alloc(0);
        const actor = await app.consoleActor(req);
        return acted(await service.uploadExpertCv(actor, req.params.id, req.query.fileName, bytes));
      },
    );
  };
  await app.register(uploads);
};
