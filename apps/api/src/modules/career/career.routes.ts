import { careerApi as api, CareerMessages } from '@portico/contract/career';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';
import { sendFile } from '../storage/storage.routes';

/** spec 3 §7 capstone calls and get-signedurl; a student session is required (app-level hook). */
export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.career;
  const route = routes(app, ['career']);
  const updated = { message: CareerMessages.updated };

  route.data(api.projects, (req) =>
    service.projects(currentStudent(req), req.query.courseId, req.query.navigationParam),
  );
  route.data(api.record, (req) => service.get(currentStudent(req), req.query.id));

  // spec 3 §7: POST the first time, PUT after; both save what is sent.
  for (const def of [api.create, api.save]) {
    route.data(
      def,
      (req) => {
        assertSameCompany(req, req.body);
        return service.save(currentStudent(req), req.body);
      },
      updated,
    );
  }

  route.data(api.cvUpload, (req) => service.requestCvUpload(req.company, currentStudent(req), req.body));
  route.data(api.cvAttach, (req) => service.attachCv(req.company, currentStudent(req), req.body), updated);
  route.data(api.signedUrl, (req) => service.signedUrl(req.company, currentStudent(req), req.query.url));

  // The signed address of an instruction document: the token is the authority, as for /files/*.
  route.reply(
    api.document,
    async (req, reply) =>
      sendFile(reply, await service.openDocument(req.company.code, req.params['*']), 'private, max-age=300'),
    { config: { public: true } },
  );
};
