import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Media types the route's body may have instead of JSON (decision 034): `type/subtype`,
     * `type/*`, or `*` for any (the bytes decide). Only routes that take raw bytes declare it, beside
     * the content-type parser that reads them.
     */
    bodyTypes?: readonly string[];
  }
}

export const SameOriginMessages = {
  crossOrigin: "A change can only be made from the portal's own pages.",
  jsonBody: 'Unsupported Media Type: send the request body as JSON (Content-Type: application/json).',
  otherBody: (types: readonly string[]) => `Unsupported Media Type: this call takes ${types.join(', ')}.`,
} as const;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_BODY = ['application/json'] as const;
/** What a browser says of its own pages' calls, and of a call the user typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Fastify's own code for a body no parser takes, so a route that words that refusal itself (the
 * evaluation audio) answers as it did when the parser refused it.
 */
class UnsupportedBody extends Error {
  readonly statusCode = 415;
  readonly code = 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
}

const originOf = (address: string): string | undefined => {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/**
 * The request's own page has the scheme and host the request came to, read the way the company is
 * resolved (X-Forwarded-Proto and -Host from a trusted proxy only), or the same host name at
 * PUBLIC_URL's scheme and port (behind a TLS proxy the API was not told to trust).
 */
function isOwnOrigin(req: FastifyRequest, origin: string, publicUrl: URL | undefined): boolean {
  const served = `${req.protocol}://${req.host}`;
  // The usual case, without parsing: a browser writes both the same way.
  if (origin === served) return true;
  const claimed = originOf(origin);
  if (!claimed) return false;
  if (claimed === originOf(served)) return true;
  if (!publicUrl) return false;
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return claimed === originOf(`${publicUrl.protocol}//${req.hostname}${port}`);
}

const hasBody = (req: FastifyRequest) => {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

const accepts = (types: readonly string[], mediaType: string) =>
  types.some(
    (type) =>
      type === '*' || type === mediaType || (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
  );

/**
 * onRequest hook refusing writes a browser made for another site (decision 034):
 * Fetch Metadata or Origin naming anything but the portal's own page is 403. A call with neither
 * header is no browser's cross-site request (browsers send them on every write), so API clients and
 * the bench pass. It runs before any session or database work.
 */
export function refuseCrossOriginWrites(config: Pick<Config, 'PUBLIC_URL'>) {
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : undefined;
  return async (req: FastifyRequest): Promise<void> => {
    // A route that does not exist changes nothing: it answers its 404.
    if (!WRITES.has(req.method) || req.is404) return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (
      (site !== undefined && !(typeof site === 'string' && OWN_FETCH_SITES.has(site))) ||
      (origin !== undefined && !isOwnOrigin(req, origin, publicUrl))
    ) {
      req.log.info({ origin, site, host: req.host }, 'write from another origin refused');
      throw forbidden(SameOriginMessages.crossOrigin);
    }
  };
}

/**
 * preParsing hook: a write's body that is not JSON is 415 unless the route declares `bodyTypes`
 * (decision 034). After the scopes' sign-in checks (onRequest), so a call without a session is told
 * that first, and before any parser reads the body.
 */
export async function refuseNonJsonBodies(req: FastifyRequest): Promise<void> {
  if (!WRITES.has(req.method) || req.is404 || !hasBody(req)) return;
  const mediaType = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const types = req.routeOptions.config.bodyTypes ?? JSON_BODY;
  if (!accepts(types, mediaType)) {
    throw new UnsupportedBody(
      types === JSON_BODY ? SameOriginMessages.jsonBody : SameOriginMessages.otherBody(types),
    );
  }
}
