import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKENS_PER_BROWSER, DEVICE_TTL_DAYS } from './known-devices';

const COOKIE = 'portico_device';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const deviceCookieName = (secure: boolean) => (secure ? `__Host-${COOKIE}` : COOKIE);

/** The well-formed tokens of the browser's known-device cookie; anything else counts as none. */
export function deviceTokensFromRequest(req: FastifyRequest, secure: boolean): string[] {
  const value = req.cookies[deviceCookieName(secure)];
  if (!value || value.length > 64 * DEVICE_TOKENS_PER_BROWSER) return [];
  return [...new Set(value.split('.').filter((t) => TOKEN.test(t)))].slice(0, DEVICE_TOKENS_PER_BROWSER);
}

/** HttpOnly: only the server reads it; the tokens are joined by '.', which base64url never uses. */
export function setDeviceCookie(reply: FastifyReply, tokens: string[], secure: boolean) {
  reply.setCookie(deviceCookieName(secure), tokens.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: DEVICE_TTL_DAYS * 86400,
  });
}
