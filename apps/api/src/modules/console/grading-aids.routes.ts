import { BandDescriptorMessages, consoleBandDescriptorsApi } from '@portico/contract/band-descriptors';
import { CommentBankMessages, consoleCommentBankApi } from '@portico/contract/comment-bank';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/**
 * `/api/console/band-descriptors` and `/api/console/comment-bank` (issue 40): what each band means,
 * read by every teacher and rewritten by an administrator, and each teacher's own comment bank.
 */
export const gradingAidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.gradingAids;
  const route = consoleRoute(app);

  route.data(consoleBandDescriptorsApi.view, (actor) => service.descriptors(actor));
  route.data(consoleBandDescriptorsApi.save, (actor, req) => service.saveDescriptors(actor, req.body), {
    message: BandDescriptorMessages.saved,
  });
  route.data(consoleCommentBankApi.list, (actor) => service.bank(actor));
  route.data(consoleCommentBankApi.add, (actor, req) => service.addToBank(actor, req.body), {
    message: CommentBankMessages.added,
  });
  route.data(consoleCommentBankApi.remove, (actor, req) => service.removeFromBank(actor, req.params.id), {
    message: CommentBankMessages.removed,
  });
};
