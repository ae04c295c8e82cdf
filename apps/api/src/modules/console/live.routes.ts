import { consoleLiveApi as api, LiveMessages as M } from '@portico/contract/console-live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRoutes } from './authoring-routes';
import { consoleRoute } from './console-route';

/**
 * `/api/console/live` (CONSOLE.md Authoring, admin): batch types, batches, the classes and students of
 * a batch, and the e-book downloads of a course. Writes answer with the page they change.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.live;
  const route = consoleRoute(app);

  route.data(api.overview, (actor) => service.overview(actor));
  pageRoutes(route, api.types, {
    create: { message: M.typeCreated, run: (a, body) => service.createType(a, body) },
    save: { message: M.typeSaved, run: (a, id, body) => service.updateType(a, id, body) },
    remove: { message: M.typeDeleted, run: (a, id) => service.deleteType(a, id) },
  });
  pageRoutes(route, api.batches, {
    create: { message: M.batchCreated, run: (a, body) => service.createBatch(a, body) },
    save: { message: M.batchSaved, run: (a, id, body) => service.updateBatch(a, id, body) },
  });
  route.data(api.batch, (a, req) => service.batch(a, req.params.id));

  // A batch's classes and students: each write answers with the batch's page.
  const { classes, students } = api;
  route.data(classes.create, (a, { params, body }) => service.createClass(a, params.id, body), {
    message: M.classCreated,
  });
  route.data(classes.save, (a, { params, body }) => service.updateClass(a, params.id, params.classId, body), {
    message: M.classSaved,
  });
  route.data(classes.cancel, (a, { params }) => service.cancelClass(a, params.id, params.classId), {
    message: M.classCancelled,
  });
  route.data(students.add, (a, { params, body }) => service.addStudent(a, params.id, body.studentId), {
    message: M.studentAdded,
  });
  route.data(students.remove, (a, { params }) => service.removeStudent(a, params.id, params.studentId), {
    message: M.studentRemoved,
  });

  pageRoutes(route, api.downloads, {
    create: { message: M.downloadCreated, run: (a, body) => service.createDownload(a, body) },
    save: { message: M.downloadSaved, run: (a, id, body) => service.updateDownload(a, id, body) },
    remove: { message: M.downloadDeleted, run: (a, id) => service.deleteDownload(a, id) },
  });
};
