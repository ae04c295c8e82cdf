import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

/** How long a signed upload or download address stays valid (ARCHITECTURE.md "Files"). */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

const PayloadSchema = z.object({
  key: z.string().min(1).max(512),
  op: z.enum(['put', 'get']),
  /** Unix seconds. */
  exp: z.number().int(),
  /** Largest body accepted, bytes (uploads). */
  max: z.number().int().positive().optional(),
  /** Declared content type. */
  ct: z.string().max(127).optional(),
});
export type SignedPayload = z.infer<typeof PayloadSchema>;

export type Verified = { ok: true; payload: SignedPayload } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Tokens of the local driver's signed addresses: base64url(JSON payload) + '.' +
 * base64url(HMAC-SHA256(payload part)). Stateless, so any API process with the secret accepts them.
 */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: Clock,
  ) {}

  sign(payload: Omit<SignedPayload, 'exp'>, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds;
    const body = Buffer.from(JSON.stringify({ ...payload, exp })).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  verify(token: string, op: SignedPayload['op']): Verified {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(sig, 'base64url');
    const expected = this.mac(body);
    // base64url decoding skips stray characters, so compare the re-encoded form as well.
    if (
      given.length !== expected.length ||
      !timingSafeEqual(given, expected) ||
      given.toString('base64url') !== sig
    ) {
      return { ok: false, reason: 'invalid' };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const payload = PayloadSchema.safeParse(parsed);
    if (!payload.success || payload.data.op !== op) return { ok: false, reason: 'invalid' };
    if (payload.data.exp * 1000 <= this.clock.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, payload: payload.data };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest();
  }
}

/**
 * STORAGE_SECRET when set; otherwise DATA_DIR/storage-secret, created once with 32 random bytes,
 * so signed addresses survive restarts and are shared by processes on the same data directory.
 */
export function storageSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'storage-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside and hard-linked into place: link fails if another process won the race.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} is empty; delete it or set STORAGE_SECRET`);
  return secret;
}

function readSecret(file: string): Buffer | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text ? Buffer.from(text, 'utf8') : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
