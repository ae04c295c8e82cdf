import {
  BrandImageRequestSchema,
  BrandImageResponseSchema,
  CompanySettingsSchema,
  SettingsMessages,
  SettingsResponseSchema,
} from '@portico/contract/console-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];
/** A 1 MB image in base64 inside JSON, with room to spare. */
const IMAGE_BODY_LIMIT = 1536 * 1024;

/** `/api/console/settings` (CONSOLE.md Authoring, admin): company settings, branding and hosts. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.settings;

  app.get('/', { schema: { tags, response: { 200: SettingsResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.view(await app.consoleActor(req), req.hostname),
  }));

  app.put(
    '/',
    { schema: { tags, body: CompanySettingsSchema, response: { 200: SettingsResponseSchema } } },
    async (req) => ({
      success: true,
      message: SettingsMessages.saved,
      data: await service.save(await app.consoleActor(req), req.body, req.hostname),
    }),
  );

  app.post(
    '/image',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { tags, body: BrandImageRequestSchema, response: { 200: BrandImageResponseSchema } },
    },
    async (req) => ({
      success: true,
      message: SettingsMessages.imageSaved,
      data: { url: await service.uploadImage(await app.consoleActor(req), req.body.kind, req.body.file) },
    }),
  );
};
