import {
  AssessmentLaunchRequestSchema,
  AssessmentLaunchResponseSchema,
  AssessmentStartRequestSchema,
  DefaultReportQuerySchema,
  DefaultReportResponseSchema,
  EndTestRequestSchema,
  EndTestResponseSchema,
  EvaluationRequestSchema,
  ExamReportResponseSchema,
  LaunchRedirectResponseSchema,
  LaunchRequestSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  QuizDataResponseSchema,
  QuizLaunchRequestSchema,
  QuizStatusRequestSchema,
  QuizStatusResponseSchema,
  ReviseLinkQuerySchema,
  StudentTestStartResponseSchema,
  StudentTestStartSchema,
  SyncTrackBatchSchema,
  SyncTrackResponseSchema,
} from '@portico/contract/assessment';
import { MessageResponseSchema } from '@portico/contract/envelope';
import { AudioPlayRequestSchema, AudioPlayResponseSchema } from '@portico/contract/exam-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { sessionTokenHash } from '../../lib/sessions';
import { CoursesRepository } from '../courses/courses.repository';
import { createStorage } from '../storage/storage.driver';
import { AssessmentRepository } from './assessment.repository';
import { AssessmentService } from './assessment.service';
import { AttemptTiming } from './attempt-timing';
import { playSectionAudio } from './audio-plays';
import { launchQuiz, quizStatus } from './quiz';
import { ReportService } from './report.service';

const tags = ['assessment'];

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  const { driver } = await createStorage(app.ctx.config, app.ctx.clock);
  const repo = new AssessmentRepository(db);
  const courses = new CoursesRepository(db);
  const timing = new AttemptTiming(repo, app.ctx.clock, app.ctx.config.TRACK_GRACE_SECONDS);
  const { config } = app.ctx;
  const service = new AssessmentService(repo, courses, app.ctx.clock, timing, {
    atOnce: config.SYNC_STATEMENTS_AT_ONCE,
    maxWaiting: config.DATABASE_POOL_QUEUE,
    waitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000,
  });
  const reports = new ReportService(repo, courses, app.ctx.clock, timing, (key, contentType) =>
    driver.presignGet(key, { contentType }),
  );
  const redirect = (id: string, review = false) => ({
    redirectUrl: `/assessment/${id}${review ? '?review=1' : ''}`,
    studentTestId: id,
  });

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

  // spec 2 §7: the in-lesson quiz; its answers go through sync-track like every answer.
  app.post(
    '/test-launch',
    { schema: { tags, body: QuizLaunchRequestSchema, response: { 200: QuizDataResponseSchema } } },
    async (req) => ({ success: true, data: await launchQuiz(repo, currentStudent(req), req.body.token) }),
  );

  // Issue 15: a section recording plays only as often as the exam's profile (or the practice test) allows.
  app.post(
    '/assessment/audio-play',
    { schema: { tags, body: AudioPlayRequestSchema, response: { 200: AudioPlayResponseSchema } } },
    async (req) => ({
      success: true,
      data: await playSectionAudio(repo, currentStudent(req), req.body, app.ctx.clock.now()),
    }),
  );

  app.post(
    '/quiz-status',
    { schema: { tags, body: QuizStatusRequestSchema, response: { 200: QuizStatusResponseSchema } } },
    async (req) => ({ success: true, data: await quizStatus(repo, currentStudent(req), req.body.testId) }),
  );

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
  // The usual batch checks its session in the statement that stores it (one round trip, issue 19);
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

  app.get(
    '/default-report',
    {
      schema: { tags, querystring: DefaultReportQuerySchema, response: { 200: DefaultReportResponseSchema } },
    },
    async (req) => ({
      success: true,
      data: await reports.defaultReport(currentStudent(req), req.query.testId),
    }),
  );

  app.post(
    '/evaluation-request',
    { schema: { tags, body: EvaluationRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => ({
      success: true,
      message: await reports.requestEvaluation(currentStudent(req), req.body),
    }),
  );

  app.get(
    '/duolingo-report',
    { schema: { tags, querystring: DefaultReportQuerySchema, response: { 200: ExamReportResponseSchema } } },
    async (req) => ({ success: true, data: await reports.examReport(currentStudent(req), req.query.testId) }),
  );

  app.get(
    '/leaderboard',
    { schema: { tags, querystring: LeaderboardQuerySchema, response: { 200: LeaderboardResponseSchema } } },
    async (req) => ({
      success: true,
      data: await reports.leaderboard(currentStudent(req), req.query.courseId, req.query.learningModuleId),
    }),
  );
};
