import type { Readable } from 'node:stream';
import { storageApi as api, UploadMessages } from '@portico/contract/storage';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';
import { PayloadTooLarge, type ServedFile, TooManyUploads } from './storage.service';

const pub = { config: { public: true } };
const tags = ['storage'];
/** A 1 MB image in base64 is ~1.4 MB of JSON; a bigger body is refused before it is parsed. */
const PROFILE_UPLOAD_BODY_LIMIT = 1536 * 1024;

/** `inline` with the name kept readable in every browser (RFC 6266 / 5987). */
const disposition = (fileName?: string) => {
  if (!fileName) return 'inline';
  const fallback = fileName.replace(/[^\w.\- ]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * The portal's policy has object-src 'none', which stops Chrome's PDF viewer (an internal embed of the
 * same URL, crbug.com/271452); stored files are never HTML or SVG, so they get a policy of their own.
 */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export const sendFile = (reply: FastifyReply, file: ServedFile, cacheControl: string) =>
  reply
    .type(file.contentType)
    .header('content-security-policy', FILE_CSP)
    .header('content-length', file.size)
    .header('content-disposition', disposition(file.fileName))
    .header('cache-control', cacheControl)
    .send(file.body);

// spec 1 §7: the browser PUTs without the Authorization header; the signed token is the authority.
const signedUploadRoutes: FastifyPluginAsyncZod = async (upload) => {
  const service = upload.services.storage;
  // Every body arrives as a raw stream: size and type are checked on the bytes, whatever is declared.
  upload.removeAllContentTypeParsers();
  upload.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  routes(upload, tags).message(
    api.signedUpload,
    async (req) => {
      const length = req.headers['content-length'];
      await service.acceptUpload(req.company, req.params['*'], {
        stream: req.body as Readable | undefined,
        declaredLength: length === undefined ? undefined : Number(length),
      });
      return UploadMessages.uploaded;
    },
    { config: { public: true, bodyTypes: ['*'] } },
  );
};

export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storage;
  const route = routes(app, tags);

  // The spec's size message instead of Fastify's 'Request body is too large'; others go to the app's handler.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof TooManyUploads) reply.header('retry-after', String(err.retryAfterSeconds));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && req.routeOptions.url === '/api/profile-upload') {
      throw new PayloadTooLarge(UploadMessages.profileImageSize);
    }
    throw err;
  });

  route.data(api.documentUpload, (req) => service.requestUpload(req.company, req.auth.student, req.body));
  route.data(
    api.profileUpload,
    async (req) => ({
      profileImage: await service.uploadProfileImage(req.company, req.auth.student, req.body.file),
    }),
    { bodyLimit: PROFILE_UPLOAD_BODY_LIMIT, message: UploadMessages.profileImageUpdated },
  );

  // Owner only for now; staff access comes with the console.
  route.reply(api.ownedFile, async (req, reply) =>
    sendFile(
      reply,
      await service.openOwned(req.company, req.auth.student, req.params.id),
      'private, max-age=3600',
    ),
  );

  // A company's brand images: public (the sign-in page shows the logo), on the company's own hosts.
  const brand = app.services.brandImages;
  route.reply(
    api.brandImage,
    async (req, reply) =>
      sendFile(
        reply,
        await brand.open(req.company.code, req.params.id),
        'public, max-age=31536000, immutable',
      ),
    pub,
  );
  // Imported content's images and recordings (issue 44): on the company's own hosts, never changing.
  const media = app.services.contentMedia;
  route.reply(
    api.contentMedia,
    async (req, reply) =>
      sendFile(
        reply,
        await media.open(req.company.code, req.params.name),
        'public, max-age=31536000, immutable',
      ),
    pub,
  );
  route.reply(
    api.signedFile,
    async (req, reply) =>
      sendFile(reply, await service.openSigned(req.company, req.params['*']), 'private, max-age=900'),
    pub,
  );

  await app.register(signedUploadRoutes);
};
