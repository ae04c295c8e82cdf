import {
  BandTableQuerySchema,
  BandTableResponseSchema,
  EvaluationRemarksQuerySchema,
  EvaluationRemarksResponseSchema,
  OverallReportQuerySchema,
  OverallReportResponseSchema,
  PastPerformanceQuerySchema,
  PastPerformanceResponseSchema,
  ReportCardQuerySchema,
  ReportCardResponseSchema,
  StudentTestReportQuerySchema,
  StudentTestReportResponseSchema,
  TopicChartQuerySchema,
  TopicChartResponseSchema,
  TrendQuerySchema,
  TrendResponseSchema,
} from '@portico/contract/reports';
import { TestwiseAnalysisQuerySchema, TestwiseAnalysisResponseSchema } from '@portico/contract/test-analysis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['reports'];

/**
 * spec 2 §7 the mock report screen's calls: the attempt's report, past performance, topics, the
 * question-by-question analysis and the evaluator's remarks. A student session is required.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;

  app.get(
    '/studenttestreport',
    {
      schema: {
        tags,
        querystring: StudentTestReportQuerySchema,
        response: { 200: StudentTestReportResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.studentTestReport(currentStudent(req), req.query.testId),
    }),
  );

  app.get(
    '/get-pastperformance',
    {
      schema: {
        tags,
        querystring: PastPerformanceQuerySchema,
        response: { 200: PastPerformanceResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.pastPerformance(currentStudent(req), req.query.courseId, req.query.id),
    }),
  );

  app.get(
    '/topicwisechart',
    { schema: { tags, querystring: TopicChartQuerySchema, response: { 200: TopicChartResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.topicChart(
        currentStudent(req),
        req.query.courseId,
        req.query.testId,
        req.query.isOverAllReport === 'true',
      ),
    }),
  );

  app.get(
    '/get-testwiseanalysis',
    {
      schema: {
        tags,
        querystring: TestwiseAnalysisQuerySchema,
        response: { 200: TestwiseAnalysisResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.testwiseAnalysis(currentStudent(req), req.query.courseId, req.query.testId),
    }),
  );

  app.get(
    '/evaluation-remarks',
    {
      schema: {
        tags,
        querystring: EvaluationRemarksQuerySchema,
        response: { 200: EvaluationRemarksResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await service.remarks(currentStudent(req), req.query.id)),
    }),
  );
};

/**
 * spec 2 §7 the overall report, its trend and the report cards; a student session is required
 * (app-level hook), except for the band table, which is per company and test.
 */
export const overallReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;

  app.get(
    '/reportcard',
    { schema: { tags, querystring: ReportCardQuerySchema, response: { 200: ReportCardResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.reportCards(currentStudent(req), req.query.courseId, req.query.id),
    }),
  );

  app.get(
    '/getoverallreport',
    {
      schema: { tags, querystring: OverallReportQuerySchema, response: { 200: OverallReportResponseSchema } },
    },
    async (req) => ({ success: true, data: await service.overallReport(currentStudent(req), req.query) }),
  );

  app.get(
    '/gettrendanalysis',
    { schema: { tags, querystring: TrendQuerySchema, response: { 200: TrendResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.trend(
        currentStudent(req),
        req.query.courseId,
        req.query.testType,
        req.query.timeline,
      ),
    }),
  );

  // No session (spec 2 §7: the band table is fetched without auth); the host names the company.
  app.get(
    '/band-table',
    {
      config: { public: true },
      schema: { tags, querystring: BandTableQuerySchema, response: { 200: BandTableResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true, data: await service.bandTable(req.company.code, req.query.testId) };
    },
  );
};
