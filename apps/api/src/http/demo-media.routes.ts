import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { REPO_ROOT } from '../config';

/** Media the demo content may link to; scripts and notes beside them are not served. */
const demoMediaTypes = /\.(ogg|opus|mp3|m4a|wav|webm|mp4|m3u8|ts|vtt|png|jpe?g|webp|svg|pdf)$/i;

/** The demo content's audio and pictures (content/demo/media), at the addresses its tests name. */
export const demoMediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: path.join(REPO_ROOT, 'content/demo/media'),
    prefix: '/demo-media/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => demoMediaTypes.test(pathName),
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });
};
