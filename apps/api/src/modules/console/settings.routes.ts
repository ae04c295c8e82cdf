import {
  BrandImageRequestSchema,
  BrandImageResponseSchema,
  CompanySettingsSchema,
  SettingsMessages,
  SettingsResponseSchema,
} from '@portico/contract/console-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandImages } from '../storage/brand-images';
import { createStorage } from '../storage/storage.driver';
import { StorageRepository } from '../storage/storage.repository';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

const tags = ['console'];
/** A 1 MB image in base64 inside JSON, with room to spare. */
const IMAGE_BODY_LIMIT = 1536 * 1024;

/** `/api/console/settings` (CONSOLE.md Authoring, admin): company settings, branding and hosts. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const { driver } = await createStorage(app.ctx.config, app.ctx.clock);
  app.addHook('onClose', async () => driver.close?.());
  const service = new SettingsService(
    new SettingsRepository(db),
    new BrandImages(new StorageRepository(db), driver, app.ctx.clock),
    app.ctx.clock,
    () => app.tenancy.forget(),
  );

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
