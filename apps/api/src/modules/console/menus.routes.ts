import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Being built (issue 18). */
export const menusRoutes: FastifyPluginAsyncZod = async () => {};
