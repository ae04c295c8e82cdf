import type { Config } from '../config';

/**
 * The address a company's students open, for links in mails: the company's configured host,
 * with the scheme and port of PUBLIC_URL (or http and PORT when unset).
 */
export function companyBaseUrl(config: Config, primaryHost: string): string {
  if (config.PUBLIC_URL) {
    const u = new URL(config.PUBLIC_URL);
    u.hostname = primaryHost;
    return u.origin;
  }
  const port = config.PORT === 80 ? '' : `:${config.PORT}`;
  return `http://${primaryHost}${port}`;
}
