import {
  QueueTicketResponseSchema,
  SupportAssignRequestSchema,
  SupportQueueMessages,
  SupportQueueQuerySchema,
  SupportQueueResponseSchema,
  SupportReplyRequestSchema,
  SupportStatusRequestSchema,
  TicketParamsSchema,
} from '@portico/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];

/** `/api/console/support` (CONSOLE.md 'Remarks and support'): the tickets, replies, owner and status. */
export const supportQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.support;
  const actor = app.consoleActor;

  app.get(
    '/',
    { schema: { tags, querystring: SupportQueueQuerySchema, response: { 200: SupportQueueResponseSchema } } },
    async (req) => ({ success: true, data: await service.queue(await actor(req), req.query.status) }),
  );
  const ticketRoute = { tags, params: TicketParamsSchema, response: { 200: QueueTicketResponseSchema } };
  app.post('/:id/reply', { schema: { ...ticketRoute, body: SupportReplyRequestSchema } }, async (req) => ({
    success: true,
    message: SupportQueueMessages.replied,
    data: await service.reply(await actor(req), req.params.id, req.body),
  }));
  app.post('/:id/assign', { schema: { ...ticketRoute, body: SupportAssignRequestSchema } }, async (req) => ({
    success: true,
    data: await service.assign(await actor(req), req.params.id, req.body.staffId),
  }));
  app.post('/:id/status', { schema: { ...ticketRoute, body: SupportStatusRequestSchema } }, async (req) => ({
    success: true,
    data: await service.setStatus(await actor(req), req.params.id, req.body.status),
  }));
};
