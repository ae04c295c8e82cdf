import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { connectOrigins } from '../lib/csp';

/** The security headers of every answer, the content security policy first (decision 034). */
export function addSecurityHeaders(app: FastifyInstance, config: Config) {
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay';
  // The security headers, built once: @fastify/helmet built helmet's middleware again on every
  // request (its directives parsed each time, 5 % of the API's CPU under the answer-sync load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay Checkout runs its script and frames on the checkout page when it is the gateway.
        scriptSrc: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...connectOrigins(config),
          ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
        ],
        frameSrc: [
          'https://player.vimeo.com',
          ...(razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.SESSION_COOKIE_SECURE ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
}
