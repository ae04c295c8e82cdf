import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';

/**
 * Payloads carry companyCode/accountId (spec 1 §7); the host decides the company, so a payload
 * naming another company is refused rather than silently re-routed.
 */
export function assertSameCompany(req: FastifyRequest, body: { companyCode?: string; accountId?: string }) {
  if (body.companyCode && body.companyCode !== req.company.code) {
    throw forbidden('This request belongs to another portal.');
  }
  if (body.accountId && body.accountId !== req.company.accountId) {
    throw forbidden('This request belongs to another portal.');
  }
}

/**
 * The same check as a route's preHandler (lib/route.ts `RouteOptions`): the parsed payload (a GET's
 * query, any other call's body) must not name another company; the handler runs only when it does not.
 */
export async function sameCompany(req: FastifyRequest) {
  const payload = req.method === 'GET' ? req.query : req.body;
  assertSameCompany(req, (payload ?? {}) as { companyCode?: string; accountId?: string });
}
