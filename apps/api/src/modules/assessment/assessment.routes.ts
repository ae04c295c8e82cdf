import { launchApi } from '@portico/contract/assessment-launch';
import { quizApi } from '@portico/contract/assessment-quiz';
import { submitApi } from '@portico/contract/assessment-submit';
import { syncApi } from '@portico/contract/assessment-sync';
import { audioPlayApi } from '@portico/contract/exam-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';
import { sessionTokenHash } from '../../lib/sessions';

const tags = ['assessment'];

/** The runner's calls (spec 2 §7): hand out a test or a section, sync its answers, end it. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assessment;
  const route = routes(app, tags);

  route.data(launchApi.launch, (req) =>
    service.launch(currentStudent(req), req.body.testId, req.body.runnerId),
  );

  // Decision 007: the clock starts as the questions are handed out (Start Test, Next Section).
  route.data(launchApi.start, (req) =>
    service.start(
      currentStudent(req),
      req.body.testId,
      req.body.runnerId,
      req.body.sectionId,
      req.body.endBreak,
    ),
  );

  // Decision 064: an item-by-item adaptive section's next question, chosen on the server.
  route.data(launchApi.nextItem, (req) => service.nextItem(currentStudent(req), req.body));

  // Each record is validated on its own (NUL bytes, ranges, lengths included): one bad record is
  // acknowledged as rejected and never blocks the valid ones sent with it (track-sync.ts).
  // The usual batch checks its session in the statement that stores it (one round trip, decision 031);
  // whatever that statement cannot decide checks the session as every route does, then syncs.
  route.data(
    syncApi.syncTrack,
    async (req) => {
      const token = req.sessionToken as string;
      const quick = await service.syncOnSession(req.company.code, sessionTokenHash(token), req.body);
      if (quick.data) return quick.data;
      req.auth = await app.sessions.require(token, req.company.code);
      return service.sync(currentStudent(req), req.body, { statementRan: quick.statementRan });
    },
    { config: { perRecordValidation: true, sessionInHandler: true } },
  );

  route.data(submitApi.endTest, async (req) => {
    await service.end(currentStudent(req), req.body.token);
    return { success: true };
  });
};

const redirect = (id: string, review = false) => ({
  redirectUrl: `/assessment/${id}${review ? '?review=1' : ''}`,
  studentTestId: id,
});

/** Where a test card's Start, Resume and Review lead: an attempt, and the runner's address for it. */
export const launchRoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.assessment;
  const route = routes(app, tags);

  // spec 2 §4 launch routing: the neutral name of the spec's generate-token call, and `test`.
  for (const def of [launchApi.generateToken, launchApi.test]) {
    route.data(def, async (req) => redirect((await service.startAttempt(currentStudent(req), req.body)).id));
  }

  route.data(launchApi.reviseLink, async (req) => {
    const attempt = await service.reviseLink(currentStudent(req), req.query.testId, req.query.groupId);
    return redirect(attempt.id, true);
  });

  route.data(
    launchApi.studentTests,
    async (req) => {
      const attempt = await service.startFromRecord(currentStudent(req), req.body);
      return { id: attempt.id, status: attempt.status };
    },
    { preHandler: sameCompany },
  );
};

/** A lesson's quiz (spec 2 §7; its answers go through sync-track) and a section recording's plays. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quiz } = app.services;
  const route = routes(app, tags);

  route.data(quizApi.launch, (req) => quiz.launch(currentStudent(req), req.body.token));
  // Decision 021: a section recording plays only as often as the exam's profile (or the practice test) allows.
  route.data(audioPlayApi.audioPlay, (req) => quiz.playSectionAudio(currentStudent(req), req.body));
  route.data(quizApi.status, (req) => quiz.status(currentStudent(req), req.body.testId));
};
