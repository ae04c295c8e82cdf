import { ConsoleMessages, consoleApi } from '@portico/contract/console';
import { consoleStaffApi, StaffMessages } from '@portico/contract/console-staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

const COOKIE = 'portico_staff_session';
/** The staff cookie is sent to the console's calls only, never to a student route. */
const COOKIE_PATH = '/api/console';
/** Sign-in, its second step and the mailed links' pages answer before anyone is signed in. */
const open = { config: { public: true } };

export const staffCookieName = (secure: boolean) => (secure ? `__Secure-${COOKIE}` : COOKIE);

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/**
 * The console's sign-in (CONSOLE.md 'Who'): password and TOTP steps, who is signed in, and
 * sign-out. Registered inside `/api/console`, whose
 * session check skips the `config.public` routes.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const secure = config.SESSION_COOKIE_SECURE;
  const service = app.services.console.auth;
  const route = consoleRoute(app).plain;

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(staffCookieName(secure), token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: Math.round(config.SESSION_TTL_DAYS * 86400),
    });

  route.reply(
    consoleApi.login,
    async (req, reply) => {
      const result = await service.login(req.company.code, req.body, client(req));
      if ('totpToken' in result) return { success: true, message: StaffMessages.totpRequired, data: result };
      setCookie(reply, result.token);
      return { success: true, data: result };
    },
    open,
  );

  // Sign-in's second step: the step token of a right password and a TOTP code.
  route.data(
    consoleStaffApi.loginTotp,
    async (req, reply) => {
      const result = await service.loginTotp(req.company.code, req.body, client(req));
      setCookie(reply, result.token);
      return result;
    },
    open,
  );

  // The second step with a recovery code in place of the TOTP code (decision 054).
  route.data(
    consoleStaffApi.loginRecovery,
    async (req, reply) => {
      const result = await service.loginRecovery(req.company.code, req.body, client(req));
      setCookie(reply, result.token);
      return result;
    },
    open,
  );

  route.data(consoleApi.me, (req) => service.present(req.staffAuth.staff, req.staffAuth.requireAdminTotp));

  route.message(consoleApi.logout, async (req, reply) => {
    await service.logout(req.staffAuth, req.ip);
    reply.clearCookie(staffCookieName(secure), {
      path: COOKIE_PATH,
      secure,
      httpOnly: true,
      sameSite: 'strict',
    });
    return ConsoleMessages.signedOut;
  });
};

/** Forgot password, and the page a mailed link opens (a reset or an invitation); no session needed. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.auth;
  const route = consoleRoute(app).plain;

  route.message(consoleStaffApi.forgot, (req) => service.forgot(req.company, req.body.email, req.ip), open);
  route.data(
    consoleStaffApi.token,
    (req) => service.tokenInfo(req.company.code, req.query.token, req.ip),
    open,
  );
  route.message(
    consoleStaffApi.setPassword,
    (req) => service.setPassword(req.company.code, req.body, req.ip),
    open,
  );
};
