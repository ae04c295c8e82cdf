/**
 * Which push services the server sends to (decision 072): a subscription's endpoint is an address the
 * server will POST to, so only the known services' hosts are taken (no request to an arbitrary
 * address, SSRF). `https:` for every entry; plain `http:` only for an origin written out in full
 * (`http://127.0.0.1:4567`, a local stand-in for tests), never with NODE_ENV=production (config.ts).
 */
export type PushHosts = {
  /** Exact host names, and `*.suffix` for any host under the suffix. */
  https: string[];
  /** Origins (`http://host:port`) allowed over plain HTTP. */
  http: string[];
};

/** The push services of Chrome and Edge (FCM), Firefox (Mozilla autopush), Windows and Safari (Apple). */
export const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com';

const HOST = /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$/;

/** PUSH_SERVICE_HOSTS as lists; throws naming the first entry that is neither a host nor an origin. */
export function parsePushHosts(text: string): PushHosts {
  const hosts: PushHosts = { https: [], http: [] };
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.startsWith('http://') || entry.startsWith('https://')) {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (url?.pathname !== '/' || url.search || url.username) {
        throw new Error(`${raw.trim()} is not an origin (http://host:port)`);
      }
      if (url.protocol === 'http:') hosts.http.push(url.origin);
      else hosts.https.push(url.host);
    } else if (HOST.test(entry)) {
      hosts.https.push(entry);
    } else {
      throw new Error(`${raw.trim()} is not a host name (fcm.googleapis.com, *.push.apple.com)`);
    }
  }
  return hosts;
}

/** Whether the server may send to this endpoint: `https:` to a listed host, or a listed `http:` origin. */
export function isPushServiceEndpoint(endpoint: string, hosts: PushHosts): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return hosts.http.includes(url.origin);
  if (url.protocol !== 'https:') return false;
  // An https entry without a port names the default port only.
  const host = url.host;
  return hosts.https.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) && !url.port : h === host));
}
