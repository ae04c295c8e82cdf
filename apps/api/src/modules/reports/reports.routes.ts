import { reportsApi as api } from '@portico/contract/reports';
import { testAnalysisApi } from '@portico/contract/test-analysis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/**
 * spec 2 §7 the mock report screen's calls: the attempt's report, past performance, topics, the
 * question-by-question analysis and the evaluator's remarks. A student session is required.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;
  const route = routes(app, ['reports']);

  route.data(api.studentTestReport, (req) =>
    service.studentTestReport(currentStudent(req), req.query.testId),
  );
  route.data(api.pastPerformance, (req) =>
    service.pastPerformance(currentStudent(req), req.query.courseId, req.query.id),
  );
  route.data(api.topicChart, (req) =>
    service.topicChart(
      currentStudent(req),
      req.query.courseId,
      req.query.testId,
      req.query.isOverAllReport === 'true',
    ),
  );
  route.data(testAnalysisApi.testwiseAnalysis, (req) =>
    service.testwiseAnalysis(currentStudent(req), req.query.courseId, req.query.testId),
  );
  route.reply(api.evaluationRemarks, async (req) => ({
    success: true as const,
    ...(await service.remarks(currentStudent(req), req.query.id)),
  }));
};

/**
 * spec 2 §7 the overall report, its trend and the report cards; a student session is required
 * (app-level hook), except for the band table, which is per company and test.
 */
export const overallReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;
  const route = routes(app, ['reports']);

  route.data(api.reportCards, (req) =>
    service.reportCards(currentStudent(req), req.query.courseId, req.query.id),
  );
  route.data(api.overallReport, (req) => service.overallReport(currentStudent(req), req.query));
  route.data(api.trend, (req) =>
    service.trend(currentStudent(req), req.query.courseId, req.query.testType, req.query.timeline),
  );
  // No session (spec 2 §7: the band table is fetched without auth); the host names the company.
  route.data(
    api.bandTable,
    (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return service.bandTable(req.company.code, req.query.testId);
    },
    { config: { public: true } },
  );
};
