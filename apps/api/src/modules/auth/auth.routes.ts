import {
  AutoLoginRequestSchema,
  ForgetRequestSchema,
  FreeProductsQuerySchema,
  FreeProductsResponseSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
  TokenRequestSchema,
  VerifyRequestSchema,
  WalkInListRequestSchema,
  WalkInListResponseSchema,
  WalkInResendRequestSchema,
  WalkInVerifyRequestSchema,
} from '@portico/contract/auth';
import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { assertSameCompany } from '../../lib/company-guard';
import { clearSessionCookies, setSessionCookies } from '../../lib/sessions';
import { Messages, toUserData } from './auth.service';
import { deviceTokensFromRequest, setDeviceCookie } from './device-cookie';
import { WalkInMessages } from './walk-in.service';

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const pub = { public: true } as const;
const tags = ['auth'];
const signIn = (reply: FastifyReply, config: Config, token: string) =>
  setSessionCookies(reply, token, config.SESSION_COOKIE_SECURE, config.SESSION_TTL_DAYS);

/** Signing in and out (spec 1 §2 login, spec 3 auto-login) and the signed-in student's session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const { config } = app.ctx;

  app.post(
    '/login',
    { config: pub, schema: { tags, body: LoginRequestSchema, response: { 200: SessionResponseSchema } } },
    async (req, reply) => {
      assertSameCompany(req, req.body);
      const secure = config.SESSION_COOKIE_SECURE;
      const { session, devices } = await auth.login(
        req.company,
        req.body,
        meta(req),
        deviceTokensFromRequest(req, secure),
      );
      signIn(reply, config, session.token);
      setDeviceCookie(reply, devices, secure);
      return { success: true, message: Messages.loggedIn, data: session };
    },
  );

  app.post(
    '/auto-login',
    { config: pub, schema: { tags, body: AutoLoginRequestSchema, response: { 200: SessionResponseSchema } } },
    async (req, reply) => {
      assertSameCompany(req, req.body);
      const data = await auth.autoLogin(req.company, req.body.id, meta(req));
      signIn(reply, config, data.token);
      return { success: true, message: Messages.loggedIn, data };
    },
  );

  app.post(
    '/logout',
    { config: pub, schema: { tags, response: { 200: MessageResponseSchema } } },
    async (req, reply) => {
      if (req.sessionToken) await app.sessions.revoke(req.sessionToken, req.company.code);
      clearSessionCookies(reply, config.SESSION_COOKIE_SECURE);
      return { success: true, message: Messages.loggedOut };
    },
  );

  app.get('/session', { schema: { tags, response: { 200: MeResponseSchema } } }, async (req) => ({
    success: true,
    data: toUserData(req.auth.student, req.company),
  }));
};

/** Registering, verifying the e-mail and the forgotten password (spec 1 §2, §4, §5). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.post(
    '/register',
    { config: pub, schema: { tags, body: RegisterRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await auth.register(req.company, req.body, meta(req)) };
    },
  );

  app.get(
    '/free-products',
    {
      config: pub,
      schema: { tags, querystring: FreeProductsQuerySchema, response: { 200: FreeProductsResponseSchema } },
    },
    async (req) => {
      assertSameCompany(req, req.query);
      const { products, branches } = await auth.registrationChoices(req.company);
      return { success: true, data: products, branches };
    },
  );

  app.post(
    '/forget',
    { config: pub, schema: { tags, body: ForgetRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await auth.forget(req.company, req.body.loginId, meta(req)) };
    },
  );

  app.post(
    '/forgetpwd-verify',
    { config: pub, schema: { tags, body: TokenRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await auth.checkResetToken(req.company, req.body.token, meta(req)) };
    },
  );

  app.post(
    '/reset-password',
    {
      config: pub,
      schema: { tags, body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await auth.resetPassword(req.company, req.body, meta(req)) };
    },
  );

  app.post(
    '/verify',
    { config: pub, schema: { tags, body: VerifyRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await auth.verify(req.company, req.body.id, meta(req)) };
    },
  );
};

/** The front desk's walk-in sign-up with a one-time code (spec 1 §2, §6; decision 009). */
export const walkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { walkIn } = app.services;

  app.post(
    '/walk-in/list',
    {
      config: pub,
      schema: { tags, body: WalkInListRequestSchema, response: { 200: WalkInListResponseSchema } },
    },
    async (req) => {
      assertSameCompany(req, req.body);
      const otpRequestId = await walkIn.start(req.company, req.body, meta(req));
      const channels = walkIn.channels();
      return { success: true, message: WalkInMessages.sent(channels), data: { otpRequestId, channels } };
    },
  );

  app.post(
    '/walk-in/verify',
    {
      config: pub,
      schema: { tags, body: WalkInVerifyRequestSchema, response: { 200: SessionResponseSchema } },
    },
    async (req, reply) => {
      assertSameCompany(req, req.body);
      const data = await walkIn.verify(req.company, req.body, meta(req));
      signIn(reply, app.ctx.config, data.token);
      return { success: true, message: Messages.loggedIn, data };
    },
  );

  app.post(
    '/walk-in/resend-otp',
    {
      config: pub,
      schema: { tags, body: WalkInResendRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: await walkIn.resend(req.company, req.body, meta(req)) };
    },
  );
};
