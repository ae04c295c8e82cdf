import type { Readable } from 'node:stream';
import { ImportMessages } from '@portico/contract/console-import';
import { consoleQtiApi as api, QTI_LIMITS, QtiMessages } from '@portico/contract/qti';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/table-export';
import { PayloadTooLarge, readLimited } from '../storage/storage.service';
import { consoleRoute } from './console-route';
import { whileClientWaits } from './import.routes';

/** The package's bytes, refused past its limit before they are all read. */
async function packageOf(req: FastifyRequest): Promise<Uint8Array> {
  if (Number(req.headers['content-length'] ?? 0) > QTI_LIMITS.packageBytes)
    throw new PayloadTooLarge(QtiMessages.packageTooLarge);
  const stream = req.body as Readable | undefined;
  if (!stream) return new Uint8Array();
  return new Uint8Array(await readLimited(stream, QTI_LIMITS.packageBytes, QtiMessages.packageTooLarge));
}

/**
 * `/api/console/import/qti` (issue 44, CONSOLE.md Authoring, admin): a QTI 3.0 package's bytes as the
 * body (a .zip, or one item's .xml), its name in the query; preview, then apply with the fingerprint.
 */
export const qtiImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.qtiImport;
  const route = consoleRoute(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, next) => next(null, payload));
  const raw = { config: { bodyTypes: ['*'] } };

  route.data(
    api.preview,
    async (actor, req, reply) =>
      service.preview(actor, await packageOf(req), req.query.fileName, whileClientWaits(reply)),
    raw,
  );
  route.data(
    api.apply,
    async (actor, req, reply) =>
      service.apply(
        actor,
        await packageOf(req),
        req.query.fileName,
        req.query.fingerprint,
        whileClientWaits(reply),
      ),
    { ...raw, message: ImportMessages.applied },
  );
};

/**
 * `/api/console/export/qti` (issue 44, admin): the tests to choose from, the report of what a package
 * would hold, and the package itself as a zip attachment.
 */
export const qtiExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.qtiExport;
  const route = consoleRoute(app);
  route.data(api.exportTests, (actor) => service.tests(actor));
  route.data(api.exportReport, (actor, req, reply) =>
    service.report(actor, req.query, whileClientWaits(reply)),
  );
  route.plain.reply(api.exportPackage, async (req, reply) => {
    const actor = await app.consoleActor(req);
    const { bytes, fileName } = await service.package(actor, req.query, whileClientWaits(reply));
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachment(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  });
};
