import { consoleSettingsApi as api, SettingsMessages as M } from '@portico/contract/console-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** A 1 MB image in base64 inside JSON, with room to spare. */
const IMAGE_BODY_LIMIT = 1536 * 1024;

/** `/api/console/settings` (CONSOLE.md Authoring, admin): company settings, branding and hosts. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.settings;
  const route = consoleRoute(app);

  route.data(api.view, (actor, req) => service.view(actor, req.hostname));
  route.data(api.save, (actor, req) => service.save(actor, req.body, req.hostname), { message: M.saved });
  route.data(
    api.uploadImage,
    async (actor, req) => ({ url: await service.uploadImage(actor, req.body.kind, req.body.file) }),
    { message: M.imageSaved, bodyLimit: IMAGE_BODY_LIMIT },
  );
};
