import { LeaderboardQuerySchema, LeaderboardResponseSchema } from '@portico/contract/assessment-leaderboard';
import {
  DefaultReportQuerySchema,
  DefaultReportResponseSchema,
  ExamReportResponseSchema,
} from '@portico/contract/assessment-report';
import { EvaluationRequestSchema } from '@portico/contract/assessment-submit';
import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['assessment'];

/** An ended attempt's report (spec 3 default-report, duolingo-report), its evaluation request, the leaderboard. */
export const attemptReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.attemptReports;

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
