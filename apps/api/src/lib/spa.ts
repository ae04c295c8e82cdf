import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA with history fallback: unknown paths get index.html (the SPA shows 404). */
export async function registerSpa(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs writes .br and .gz beside each asset at build time.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' });
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
