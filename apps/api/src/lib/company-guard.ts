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
