import type { Config } from '../config';

/**
 * Slow or stalled clients cannot hold connections for long (decision 010): the header block,
 * the whole request, silence on the socket and idle keep-alive connections all have deadlines
 * (README "Configuration"). Node checks the header and request deadlines on an interval (30 s by
 * default): half the shorter deadline keeps the cut close to it.
 */
export const serverLimits = (config: Config) => {
  const ms = (s: number) => Math.round(s * 1000);
  return {
    connectionTimeout: ms(config.IDLE_TIMEOUT_SECONDS),
    keepAliveTimeout: ms(config.KEEP_ALIVE_TIMEOUT_SECONDS),
    requestTimeout: ms(config.REQUEST_TIMEOUT_SECONDS),
    maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout: ms(config.HEADERS_TIMEOUT_SECONDS),
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(30_000, ms(Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) / 2)),
      ),
    },
  };
};
