import type { Readable } from 'node:stream';
import {
  CareerCommentRequestSchema,
  type CareerDetail,
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
import { createStorage } from '../storage/storage.driver';
import { PayloadTooLarge, readLimited } from '../storage/storage.service';
import { CareerQueueRepository } from './career-queue.repository';
import { CareerQueueService } from './career-queue.service';

const tags = ['console'];

/** `/api/console/career` (CONSOLE.md 'Career'): LinkedIn and CV reviews, comments, the expert CV. */
export const careerQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own handle on the configured storage: the expert CV's bytes, and signed addresses of CVs.
  const { driver } = await createStorage(app.ctx.config, app.ctx.clock);
  app.addHook('onClose', async () => driver.close?.());
  const service = new CareerQueueService(
    new CareerQueueRepository(app.ctx.database.db),
    driver,
    app.ctx.clock,
  );
  const detail = { tags, params: ReviewParamsSchema, response: { 200: CareerDetailResponseSchema } };
  const done = ({ detail: data, message }: { detail: CareerDetail; message: string }) => ({
    success: true,
    ...(message ? { message } : {}),
    data,
  });

  app.get(
    '/',
    { schema: { tags, querystring: CareerQueueQuerySchema, response: { 200: CareerQueueResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.queue(await app.consoleActor(req), req.query.status),
    }),
  );
  app.get('/:id', { schema: detail }, async (req) => ({
    success: true,
    data: await service.detail(await app.consoleActor(req), req.params.id),
  }));
  app.post('/:id/comment', { schema: { ...detail, body: CareerCommentRequestSchema } }, async (req) =>
    done(await service.comment(await app.consoleActor(req), req.params.id, req.body.remark)),
  );
  app.post('/:id/status', { schema: { ...detail, body: CareerStatusRequestSchema } }, async (req) =>
    done(await service.setStatus(await app.consoleActor(req), req.params.id, req.body.status)),
  );
  app.post('/:id/assign', { schema: { ...detail, body: ReviewAssignRequestSchema } }, async (req) =>
    done(await service.assign(await app.consoleActor(req), req.params.id, req.body.staffId)),
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
        return done(await service.uploadExpertCv(actor, req.params.id, req.query.fileName, bytes));
      },
    );
  };
  await app.register(uploads);
};
