import {
  CareerMessages,
  CareerProjectsQuerySchema,
  CareerProjectsResponseSchema,
  CareerResponseSchema,
  CareerSaveRequestSchema,
  CvAttachRequestSchema,
  CvUploadRequestSchema,
  GetCareerQuerySchema,
  SignedUrlQuerySchema,
  SignedUrlResponseSchema,
} from '@portico/contract/career';
import { DocumentUploadResponseSchema, SignedFileParamsSchema } from '@portico/contract/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { sendFile } from '../storage/storage.routes';

const tags = ['career'];

/** spec 3 §7 capstone calls and get-signedurl; a student session is required (app-level hook). */
export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.career;

  app.get(
    '/capstone/projects',
    {
      schema: {
        tags,
        querystring: CareerProjectsQuerySchema,
        response: { 200: CareerProjectsResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.projects(currentStudent(req), req.query.courseId, req.query.navigationParam),
    }),
  );

  app.get(
    '/capstone/career',
    { schema: { tags, querystring: GetCareerQuerySchema, response: { 200: CareerResponseSchema } } },
    async (req) => ({ success: true, data: await service.get(currentStudent(req), req.query.id) }),
  );

  // spec 3 §7: POST the first time, PUT after; both save what is sent.
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/capstone/career',
      { schema: { tags, body: CareerSaveRequestSchema, response: { 200: CareerResponseSchema } } },
      async (req) => {
        assertSameCompany(req, req.body);
        return {
          success: true,
          message: CareerMessages.updated,
          data: await service.save(currentStudent(req), req.body),
        };
      },
    );
  }

  app.post(
    '/capstone/cv-preparation',
    { schema: { tags, body: CvUploadRequestSchema, response: { 200: DocumentUploadResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.requestCvUpload(req.company, currentStudent(req), req.body),
    }),
  );

  app.put(
    '/capstone/cv-preparation',
    { schema: { tags, body: CvAttachRequestSchema, response: { 200: CareerResponseSchema } } },
    async (req) => ({
      success: true,
      message: CareerMessages.updated,
      data: await service.attachCv(req.company, currentStudent(req), req.body),
    }),
  );

  app.get(
    '/kanan-website/get-signedurl',
    { schema: { tags, querystring: SignedUrlQuerySchema, response: { 200: SignedUrlResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.signedUrl(req.company, currentStudent(req), req.query.url),
    }),
  );

  // The signed address of an instruction document: the token is the authority, as for /files/*.
  app.get(
    '/capstone/document/*',
    { config: { public: true }, schema: { tags, params: SignedFileParamsSchema } },
    async (req, reply) =>
      sendFile(reply, await service.openDocument(req.company.code, req.params['*']), 'private, max-age=300'),
  );
};
