import {
  AssessmentLaunchRequestSchema,
  AssessmentLaunchResponseSchema,
  AssessmentStartRequestSchema,
  LaunchRedirectResponseSchema,
  LaunchRequestSchema,
  ReviseLinkQuerySchema,
  StudentTestStartResponseSchema,
  StudentTestStartSchema,
} from '@portico/contract/assessment-launch';
import {
  QuizDataResponseSchema,
  QuizLaunchRequestSchema,
  QuizStatusRequestSchema,
  QuizStatusResponseSchema,
} from '@portico/contract/assessment-quiz';
import { EndTestRequestSchema, EndTestResponseSchema } from '@portico/contract/assessment-submit';
import { SyncTrackBatchSchema, SyncTrackResponseSchema } from '@portico/contract/assessment-sync';
import { AudioPlayRequestSchema, AudioPlayResponseSchema } from '@portico/contract/exam-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { sessionTokenHash } from '../../lib/sessions';

const tags = ['assessment'];

/** The runner's calls (spec 2 §7): hand out a test or a section, sync its answers, end it. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assessment;

  app.post(
    '/assessment/launch',
    {
      schema: {
        tags,
        body: AssessmentLaunchRequestSchema,
        response: { 200: AssessmentLaunchResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.launch(currentStudent(req), req.body.testId, req.body.runnerId),
    }),
  );

  // Decision 007: the clock starts as the questions are handed out (Start Test, Next Section).
  app.post(
    '/assessment/start',
    {
      schema: {
        tags,
        body: AssessmentStartRequestSchema,
        response: { 200: AssessmentLaunchResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.start(
        currentStudent(req),
        req.body.testId,
        req.body.runnerId,
        req.body.sectionId,
        req.body.endBreak,
      ),
    }),
  );

  // Each record is validated on its own (NUL bytes, ranges, lengths included): one bad record is
  // acknowledged as rejected and never blocks the valid ones sent with it (track-sync.ts).
  // The usual batch checks its session in the statement that stores it (one round trip, decision 031);
  // whatever that statement cannot decide checks the session as every route does, then syncs.
  app.post(
    '/sync-track',
    {
      config: { perRecordValidation: true, sessionInHandler: true },
      schema: { tags, body: SyncTrackBatchSchema, response: { 200: SyncTrackResponseSchema } },
    },
    async (req) => {
      const token = req.sessionToken as string;
      const quick = await service.syncOnSession(req.company.code, sessionTokenHash(token), req.body);
      if (quick.data) return { success: true, data: quick.data };
      req.auth = await app.sessions.require(token, req.company.code);
      return {
        success: true,
        data: await service.sync(currentStudent(req), req.body, { statementRan: quick.statementRan }),
      };
    },
  );

  app.post(
    '/end-test',
    { schema: { tags, body: EndTestRequestSchema, response: { 200: EndTestResponseSchema } } },
    async (req) => {
      await service.end(currentStudent(req), req.body.token);
      return { success: true, data: { success: true } };
    },
  );
};

const redirect = (id: string, review = false) => ({
  redirectUrl: `/assessment/${id}${review ? '?review=1' : ''}`,
  studentTestId: id,
});

/** Where a test card's Start, Resume and Review lead: an attempt, and the runner's address for it. */
export const launchRoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assessment;

  // spec 2 §4 launch routing: the neutral name of the spec's generate-token call, and `test`.
  for (const path of ['/assessment/generate-token', '/test']) {
    app.post(
      path,
      { schema: { tags, body: LaunchRequestSchema, response: { 200: LaunchRedirectResponseSchema } } },
      async (req) => {
        const attempt = await service.startAttempt(currentStudent(req), req.body);
        return { success: true, data: redirect(attempt.id) };
      },
    );
  }

  app.get(
    '/get-revise-link',
    { schema: { tags, querystring: ReviseLinkQuerySchema, response: { 200: LaunchRedirectResponseSchema } } },
    async (req) => {
      const attempt = await service.reviseLink(currentStudent(req), req.query.testId, req.query.groupId);
      return { success: true, data: redirect(attempt.id, true) };
    },
  );

  app.post(
    '/studenttests',
    { schema: { tags, body: StudentTestStartSchema, response: { 200: StudentTestStartResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      const attempt = await service.startFromRecord(currentStudent(req), req.body);
      return { success: true, data: { id: attempt.id, status: attempt.status } };
    },
  );
};

/** A lesson's quiz (spec 2 §7; its answers go through sync-track) and a section recording's plays. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quiz } = app.services;

  app.post(
    '/test-launch',
    { schema: { tags, body: QuizLaunchRequestSchema, response: { 200: QuizDataResponseSchema } } },
    async (req) => ({ success: true, data: await quiz.launch(currentStudent(req), req.body.token) }),
  );

  // Decision 021: a section recording plays only as often as the exam's profile (or the practice test) allows.
  app.post(
    '/assessment/audio-play',
    { schema: { tags, body: AudioPlayRequestSchema, response: { 200: AudioPlayResponseSchema } } },
    async (req) => ({
      success: true,
      data: await quiz.playSectionAudio(currentStudent(req), req.body),
    }),
  );

  app.post(
    '/quiz-status',
    { schema: { tags, body: QuizStatusRequestSchema, response: { 200: QuizStatusResponseSchema } } },
    async (req) => ({ success: true, data: await quiz.status(currentStudent(req), req.body.testId) }),
  );
};
