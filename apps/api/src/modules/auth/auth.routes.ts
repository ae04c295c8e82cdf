import { authApi as api } from '@portico/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { sameCompany } from '../../lib/company-guard';
import { routes } from '../../lib/route';
import { clearSessionCookies, setSessionCookies } from '../../lib/sessions';
import { Messages, toUserData } from './auth.service';
import { deviceTokensFromRequest, setDeviceCookie } from './device-cookie';
import { WalkInMessages } from './walk-in.service';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const tags = ['auth'];
/** Public calls whose payload may name the company: it must be the host's. */
const pub = { config: { public: true }, preHandler: sameCompany };
const signIn = (reply: FastifyReply, config: Config, token: string) =>
  setSessionCookies(reply, token, config.SESSION_COOKIE_SECURE, config.SESSION_TTL_DAYS);
const signedIn = <T>(data: T) => ({ success: true, message: Messages.loggedIn, data });

/** Signing in and out (spec 1 §2 login, spec 3 auto-login) and the signed-in student's session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const { config } = app.ctx;
  const route = routes(app, tags);

  route.reply(
    api.login,
    async (req, reply) => {
      const secure = config.SESSION_COOKIE_SECURE;
      const tokens = deviceTokensFromRequest(req, secure);
      const { session, devices } = await auth.login(req.company, req.body, meta(req), tokens);
      signIn(reply, config, session.token);
      setDeviceCookie(reply, devices, secure);
      return signedIn(session);
    },
    pub,
  );
  route.reply(
    api.autoLogin,
    async (req, reply) => {
      const data = await auth.autoLogin(req.company, req.body.id, meta(req));
      signIn(reply, config, data.token);
      return signedIn(data);
    },
    pub,
  );
  route.message(
    api.logout,
    async (req, reply) => {
      if (req.sessionToken) await app.sessions.revoke(req.sessionToken, req.company.code);
      clearSessionCookies(reply, config.SESSION_COOKIE_SECURE);
      return Messages.loggedOut;
    },
    { config: { public: true } },
  );
  route.data(api.session, (req) => toUserData(req.auth.student, req.company));
};

/** Registering, verifying the e-mail and the forgotten password (spec 1 §2, §4, §5). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const route = routes(app, tags);

  route.message(api.register, (req) => auth.register(req.company, req.body, meta(req)), pub);
  route.reply(
    api.freeProducts,
    async (req) => {
      const { products, branches } = await auth.registrationChoices(req.company);
      return { success: true, data: products, branches };
    },
    pub,
  );
  route.message(api.forget, (req) => auth.forget(req.company, req.body.loginId, meta(req)), pub);
  route.message(
    api.checkResetToken,
    (req) => auth.checkResetToken(req.company, req.body.token, meta(req)),
    pub,
  );
  route.message(api.resetPassword, (req) => auth.resetPassword(req.company, req.body, meta(req)), pub);
  route.message(api.verify, (req) => auth.verify(req.company, req.body.id, meta(req)), pub);
};

/** The front desk's walk-in sign-up with a one-time code (spec 1 §2, §6; decision 009). */
export const walkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { walkIn } = app.services;
  const route = routes(app, tags);

  route.reply(
    api.walkInList,
    async (req) => {
      const otpRequestId = await walkIn.start(req.company, req.body, meta(req));
      const channels = walkIn.channels();
      return { success: true, message: WalkInMessages.sent(channels), data: { otpRequestId, channels } };
    },
    pub,
  );
  route.reply(
    api.walkInVerify,
    async (req, reply) => {
      const data = await walkIn.verify(req.company, req.body, meta(req));
      signIn(reply, app.ctx.config, data.token);
      return signedIn(data);
    },
    pub,
  );
  route.message(api.walkInResend, (req) => walkIn.resend(req.company, req.body, meta(req)), pub);
};
