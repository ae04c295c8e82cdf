import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * PostgreSQL cannot store U+0000 in text (22021) or JSON (22P05), so a NUL anywhere in what a
 * client sends would end as a 500 deep inside a service. One check on the /api scope refuses it
 * before any schema or handler sees it, naming the field the way validation errors do.
 * Routes with `config.perRecordValidation` (sync-track) check each record themselves, so that one
 * bad answer does not block the others of its batch.
 */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  // Bytes and raw upload streams are not parsed text (the signed PUT route takes the body as a stream).
  if (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  ) {
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = findNul(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

export const nulMessage = (field: string) =>
  field ? `${field}: must not contain the NUL character` : 'The request must not contain the NUL character';

/** preValidation hook of the /api scope. */
export async function refuseNul(req: FastifyRequest): Promise<void> {
  if (req.routeOptions.config.perRecordValidation) return;
  for (const part of [req.params, req.query, req.body]) {
    const path = findNul(part);
    if (path) throw badRequest(nulMessage(path.join('.')));
  }
}
