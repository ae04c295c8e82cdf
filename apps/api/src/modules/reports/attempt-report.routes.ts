import { leaderboardApi } from '@portico/contract/assessment-leaderboard';
import { attemptReportApi as api } from '@portico/contract/assessment-report';
import { submitApi } from '@portico/contract/assessment-submit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** An ended attempt's report (spec 3 default-report, duolingo-report), its evaluation request, the leaderboard. */
export const attemptReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.attemptReports;
  const route = routes(app, ['assessment']);

  route.data(api.defaultReport, (req) => reports.defaultReport(currentStudent(req), req.query.testId));
  route.message(submitApi.requestEvaluation, (req) =>
    reports.requestEvaluation(currentStudent(req), req.body),
  );
  route.data(api.examReport, (req) => reports.examReport(currentStudent(req), req.query.testId));
  route.data(leaderboardApi.leaderboard, (req) =>
    reports.leaderboard(currentStudent(req), req.query.courseId, req.query.learningModuleId),
  );
};
