import type { Readable } from 'node:stream';
import {
  CareerReviewMessages,
  consoleReviewsApi,
  EXPERT_CV_MAX_BYTES,
} from '@portico/contract/console-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PayloadTooLarge, readLimited } from '../storage/storage.service';
import { consoleRoute } from './console-route';
import { queueReadRoutes } from './queue-routes';

const api = consoleReviewsApi.career;

/** `/api/console/career` (CONSOLE.md 'Career'): LinkedIn and CV reviews, comments, the expert CV. */
export const careerQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.career;
  const route = consoleRoute(app);

  queueReadRoutes(route, api, service, (query) => query);
  route.act(api.comment, (actor, req) => service.comment(actor, req.params.id, req.body.remark));
  route.act(api.status, (actor, req) =>
    service.setStatus(actor, req.company, req.params.id, req.body.status),
  );
  route.act(api.assign, (actor, req) => service.assign(actor, req.params.id, req.body.staffId));
  await app.register(expertCvRoutes);
};

/**
 * The expert CV: the file's bytes are the body (any declared type: the bytes decide), its name in
 * the query. Refused past 5 MB before it is all read.
 */
const expertCvRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.career;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, next) => next(null, payload));
  consoleRoute(app).act(
    api.expertCv,
    async (actor, req) => {
      const length = Number(req.headers['content-length'] ?? 0);
      if (length > EXPERT_CV_MAX_BYTES) throw new PayloadTooLarge(CareerReviewMessages.expertCvSize);
      const stream = req.body as Readable | undefined;
      const bytes = stream
        ? await readLimited(stream, EXPERT_CV_MAX_BYTES, CareerReviewMessages.expertCvSize)
        : Buffer.alloc(0);
      return service.uploadExpertCv(actor, req.params.id, req.query.fileName, bytes);
    },
    { config: { bodyTypes: ['*'] } },
  );
};
