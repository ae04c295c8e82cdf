import {
  ConsoleMessages,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
} from '@portico/contract/console';
import {
  StaffForgotRequestSchema,
  StaffMessages,
  StaffPasswordRequestSchema,
  StaffTokenInfoResponseSchema,
  StaffTokenQuerySchema,
  StaffTotpLoginRequestSchema,
} from '@portico/contract/console-staff';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];
const COOKIE = 'portico_staff_session';
/** The staff cookie is sent to the console's calls only, never to a student route. */
const COOKIE_PATH = '/api/console';

export const staffCookieName = (secure: boolean) => (secure ? `__Secure-${COOKIE}` : COOKIE);

/**
 * The console's sign-in (CONSOLE.md 'Who'): password and TOTP steps, who is signed in, and
 * sign-out. Registered inside `/api/console`, whose
 * session check skips the `config.public` routes.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const secure = config.SESSION_COOKIE_SECURE;
  const service = app.services.console.auth;

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(staffCookieName(secure), token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: Math.round(config.SESSION_TTL_DAYS * 86400),
    });

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags, body: StaffLoginRequestSchema, response: { 200: StaffLoginResponseSchema } },
    },
    async (req, reply) => {
      const result = await service.login(req.company.code, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      if ('totpToken' in result) return { success: true, message: StaffMessages.totpRequired, data: result };
      setCookie(reply, result.token);
      return { success: true, data: result };
    },
  );

  // Sign-in's second step: the step token of a right password and a TOTP code.
  app.post(
    '/login/totp',
    {
      config: { public: true },
      schema: { tags, body: StaffTotpLoginRequestSchema, response: { 200: StaffLoginResponseSchema } },
    },
    async (req, reply) => {
      const result = await service.loginTotp(req.company.code, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      setCookie(reply, result.token);
      return { success: true, data: result };
    },
  );

  app.get('/me', { schema: { tags, response: { 200: StaffMeResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.present(req.staffAuth.staff, req.staffAuth.requireAdminTotp),
  }));

  app.post('/logout', { schema: { tags } }, async (req, reply) => {
    await service.logout(req.staffAuth, req.ip);
    reply.clearCookie(staffCookieName(secure), {
      path: COOKIE_PATH,
      secure,
      httpOnly: true,
      sameSite: 'strict',
    });
    return { success: true, message: ConsoleMessages.signedOut };
  });
};

/** Forgot password, and the page a mailed link opens (a reset or an invitation); no session needed. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.auth;

  app.post(
    '/password/forgot',
    { config: { public: true }, schema: { tags, body: StaffForgotRequestSchema } },
    async (req) => ({ success: true, message: await service.forgot(req.company, req.body.email, req.ip) }),
  );
  app.get(
    '/password/token',
    {
      config: { public: true },
      schema: { tags, querystring: StaffTokenQuerySchema, response: { 200: StaffTokenInfoResponseSchema } },
    },
    async (req) => ({
      success: true,
      data: await service.tokenInfo(req.company.code, req.query.token, req.ip),
    }),
  );
  app.post(
    '/password/reset',
    { config: { public: true }, schema: { tags, body: StaffPasswordRequestSchema } },
    async (req) => ({
      success: true,
      message: await service.setPassword(req.company.code, req.body, req.ip),
    }),
  );
};
