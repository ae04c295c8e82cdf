import { isIP } from 'node:net';
import { devApi as api } from '@portico/contract/dev';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/errors';
import { routes } from '../../lib/route';

/**
 * True for a client on this machine. The socket's own address decides, never `req.ip`: that one
 * comes from X-Forwarded-For when TRUST_PROXY is on, which any client can write.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Refuses every dev call that does not come from this machine. */
export async function loopbackOnly(req: FastifyRequest) {
  if (!isLoopback(req.raw.socket?.remoteAddress)) {
    throw forbidden('Dev tools answer only on the machine the API runs on.');
  }
}

/**
 * The dev outbox (OTPs, reset and verify links) and auto-login links, so a local user and the
 * journeys can finish those flows without mail. Registered only with DEV_TOOLS=true outside
 * production (app.ts), and answering loopback clients only.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  const route = routes(app, ['dev']);
  const pub = { config: { public: true } };
  const { auth, timing, studyPlan } = app.services;

  route.data(
    api.outbox,
    async (req) => {
      const rows = await app.ctx.outbox.recent(req.company.code, {
        to: req.query.to,
        limit: req.query.limit,
      });
      return rows.map((m) => ({
        id: m.id,
        companyCode: m.companyCode,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject,
        text: m.text,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
    },
    pub,
  );
  route.data(
    api.autoLoginLink,
    async (req) => ({ link: await auth.autoLoginLinkFor(req.company, req.body.emailId, req.body.rurl) }),
    pub,
  );
  route.data(
    api.attemptDeadline,
    async (req) => {
      const deadline = new Date(app.ctx.clock.now().getTime() + req.body.secondsFromNow * 1000);
      const moved = await timing.moveDeadline(req.company.code, req.body.studentTestId, deadline);
      if (!moved) throw notFound('No running attempt with that id on this host.');
      return { deadline: deadline.toISOString() };
    },
    pub,
  );
  route.data(
    api.studyPlanDays,
    // The signed-in student's own plan: a journey lets days pass for its student alone.
    async (req) => {
      const key = {
        companyCode: req.company.code,
        studentId: req.auth.student.id,
        courseId: req.body.courseId,
      };
      return { moved: await studyPlan.passDays(key, req.body.days) };
    },
  );
};
