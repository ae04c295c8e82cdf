import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a web push service (RFC 8030), not a real one: it takes the push service's
 * side of `POST <endpoint>` as a browser's service would. It checks the VAPID authorization (RFC 8292:
 * `vapid t=<JWT>, k=<key>`, an ES256 signature verified with k, `aud` the endpoint's origin, `exp` in
 * the future and within 24 hours, `sub` present) and refuses otherwise (401 without one, 403 with a
 * bad one); decrypts the aes128gcm body (RFC 8291, RFC 8188) with the private key and auth secret of
 * the device the test made as a browser would (`device()`); answers 201 and records the message.
 * `gone(endpoint)` makes it answer 410 for that subscription, as a service does once a user revoked it.
 */
export type StandInMessage = { endpoint: string; payload: unknown; ttl: number; urgency: string };
export type StandInDevice = { endpoint: string; keys: { p256dh: string; auth: string } };

type Device = { ecdh: ECDH; auth: Buffer };

const b64u = (b: Buffer) => b.toString('base64url');
const fromB64u = (s: string) => Buffer.from(s, 'base64url');

export class PushServiceStandIn {
  readonly messages: StandInMessage[] = [];
  /** Requests refused, with their status and why. */
  readonly refused: { endpoint: string; status: number; why: string }[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly goneOnes = new Set<string>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));

  get origin() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A new browser's subscription (PushSubscription.toJSON()): its own P-256 pair and auth secret. */
  device(): StandInDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${randomUUID()}`;
    this.devices.set(endpoint, { ecdh, auth });
    return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  }

  /** From now on the service answers 410 Gone for this subscription. */
  gone(endpoint: string): void {
    this.goneOnes.add(endpoint);
  }

  /** The messages delivered to one subscription. */
  to(endpoint: string): StandInMessage[] {
    return this.messages.filter((m) => m.endpoint === endpoint);
  }

  /** Waits until `count` messages reached the subscription (delivery runs after the act's answer). */
  async received(endpoint: string, count = 1, timeoutMs = 5000): Promise<StandInMessage[]> {
    const until = Date.now() + timeoutMs;
    while (this.to(endpoint).length < count) {
      if (Date.now() > until) {
        throw new Error(`the stand-in got ${this.to(endpoint).length} of ${count} messages for ${endpoint}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.to(endpoint);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const endpoint = `${this.origin}${req.url ?? ''}`;
    const answer = (status: number, why = '') => {
      if (status >= 400) this.refused.push({ endpoint, status, why });
      res.writeHead(status, status === 201 ? { location: `${endpoint}/message/${randomUUID()}` } : {});
      res.end(why);
    };
    const device = this.devices.get(endpoint);
    if (req.method !== 'POST' || !device) return answer(404, 'no such subscription');
    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
    if (!auth?.[1] || !auth[2]) return answer(401, 'VAPID authorization required');
    const problem = checkVapid(auth[1], auth[2], this.origin);
    if (problem) return answer(403, problem);
    if (this.goneOnes.has(endpoint)) return answer(410, 'subscription expired');
    if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'aes128gcm only');
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header required');
    let text: string;
    try {
      text = decrypt(Buffer.concat(chunks), device);
    } catch (err) {
      return answer(400, `cannot decrypt: ${(err as Error).message}`);
    }
    this.messages.push({
      endpoint,
      payload: JSON.parse(text),
      ttl,
      urgency: String(req.headers.urgency ?? 'normal'),
    });
    answer(201);
  }
}

/** Why a VAPID token is refused, or null when it is good (RFC 8292 §2, §3). */
function checkVapid(jwt: string, k: string, origin: string): string | null {
  const [head, body, sig] = jwt.split('.');
  if (!head || !body || !sig) return 'malformed JWT';
  const header = JSON.parse(fromB64u(head).toString()) as { alg?: string };
  if (header.alg !== 'ES256') return 'alg must be ES256';
  const point = fromB64u(k);
  if (point.length !== 65 || point[0] !== 4) return 'k must be an uncompressed P-256 point';
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${body}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, fromB64u(sig))) return 'bad signature';
  const claims = JSON.parse(fromB64u(body).toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `aud must be ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) {
    return 'exp must be in the next 24 hours';
  }
  if (!claims.sub) return 'sub required';
  return null;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: the one record of an aes128gcm body, its padding removed. */
function decrypt(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(device.auth, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startPushStandIn(): Promise<PushServiceStandIn> {
  return new PushServiceStandIn().start();
}
