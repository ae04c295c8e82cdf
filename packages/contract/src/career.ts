import { z } from 'zod';
import { envelope } from './envelope';
import { get, post, put } from './route';
import { CourseIdSchema, requiredString } from './schema-parts';
import {
  CV_MAX_BYTES,
  DocumentUploadResponseSchema,
  SignedFileParamsSchema,
  UPLOAD_RULES,
  UploadMessages,
  uploadContentType,
} from './storage';

/**
 * Career services (spec 3 §2 'Career project', §3 Capstone record, §4 tracker, §5, §7, §8): the
 * LinkedIn profile review and the CV preparation of a learning object of kind Project.
 */

/** A comment's longest remark: a few paragraphs, never a document. */
export const CAREER_COMMENT_MAX_LENGTH = 2000;
/** The longest LinkedIn address taken (LinkedIn's own handles stop at 100 characters). */
export const LINKEDIN_URL_MAX_LENGTH = 200;
/** CVs attached in one call (the drop area takes several files at once). */
export const CV_FILES_PER_UPLOAD = 5;
/** CVs one project keeps: every version a student sends is kept for the reviewer. */
export const CV_FILES_PER_PROJECT = 20;

export const CareerMessages = {
  // spec 3 §5, verbatim (spelling and case included).
  linkedInRequired: 'Please enter your LinkedIn Url',
  linkedInInvalid: 'Please enter valid LinkedIn Url',
  commentRequired: 'Please enter the comments',
  linkedInFirst: 'Please provide LinkedIn Profile before submitting comments',
  resumeFirst: 'Please upload a resume before submitting comments',
  cvSize: UploadMessages.cvSize,
  cvType: UploadMessages.cvType,
  // spec 3 §8, verbatim.
  uploading: 'Uploading....',
  updated: 'Updated Successfully!',
  uploadFailed: "Can't Upload the file!",
  noAccess: "You don't have access to this",
  empty: 'No Data available',
  // Portico.
  commentTooLong: `A comment can be at most ${CAREER_COMMENT_MAX_LENGTH} characters`,
  projectNotFound: 'This project was not found.',
  fileNotFound: 'File not found',
  notLinkedIn: 'This project does not take a LinkedIn profile',
  notCv: 'This project does not take a CV',
  tooManyFiles: `Upload at most ${CV_FILES_PER_UPLOAD} files at a time`,
  tooManyResumes: `A project keeps at most ${CV_FILES_PER_PROJECT} CVs`,
  resumeRequired: 'Please upload a resume',
  otherStudent: 'This request belongs to another student.',
} as const;

/**
 * A review's state (spec 3 §4: Submitted, In Progress, Completed; 'approved' is the only one that
 * shows Completed as done). '' before the student has sent anything.
 */
export const careerStatuses = ['', 'submitted', 'in-progress', 'approved', 'rejected'] as const;
export const CareerStatusSchema = z.enum(careerStatuses);
export type CareerStatus = z.infer<typeof CareerStatusSchema>;

/** What a student reads for each state. */
export const careerStatusLabels: Record<CareerStatus, string> = {
  '': 'Not submitted',
  submitted: 'Submitted',
  'in-progress': 'In Progress',
  approved: 'Completed',
  rejected: 'Changes requested',
};

/**
 * The two kinds (spec 3 §2): component.referenceType 'Project' is the LinkedIn review, 'Upload'
 * the CV preparation.
 */
export const careerKinds = ['Project', 'Upload'] as const;
export const CareerKindSchema = z.enum(careerKinds);
export type CareerKind = z.infer<typeof CareerKindSchema>;
export const careerKindLabels: Record<CareerKind, string> = {
  Project: 'LinkedIn profile',
  Upload: 'CV preparation',
};

// spec 3 §5: a {host}/in/{handle} profile address, with optional protocol, www and trailing slash.
const LINKEDIN_PROFILE = /^(https?:\/\/)?(www\.)?linkedin\.com\/in\/([\w-]|%[0-9a-f]{2})+\/?$/i;

/** spec 3 §5 LinkedIn URL, in the spec's order: the message refusing it, or null. */
export function linkedInUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return CareerMessages.linkedInRequired;
  if (url.length > LINKEDIN_URL_MAX_LENGTH || !LINKEDIN_PROFILE.test(url))
    return CareerMessages.linkedInInvalid;
  return null;
}

/** spec 3 §5 CV upload: size first, then the extension (docx, doc, xls or pdf). */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > CV_MAX_BYTES) return CareerMessages.cvSize;
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(UPLOAD_RULES.cv.extensions as readonly string[]).includes(ext)) return CareerMessages.cvType;
  return null;
}

/** What the drop area advertises (spec 3 §9: .pdf .doc .docx). */
export const CV_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;

/**
 * spec 3 §7: comments travel JSON-stringified. The portal sends `JSON.stringify({ remark })`; a
 * JSON string, or plain text, is taken as the remark as well.
 */
export function parseCareerComment(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed.trim();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const remark = (parsed as { remark?: unknown }).remark;
      if (typeof remark === 'string') return remark.trim();
    }
  } catch {
    // Not JSON: the text itself.
  }
  return value.trim();
}
export const stringifyCareerComment = (remark: string) => JSON.stringify({ remark });

/** spec 3 §3 socialComments / resumeComments: ADMIN marks the reviewer's, STUDENT the student's own. */
export const CareerCommentSchema = z.object({
  id: z.string(),
  remark: z.string(),
  createdDateTime: z.string(),
  referenceType: z.enum(['ADMIN', 'STUDENT']),
});
export type CareerComment = z.infer<typeof CareerCommentSchema>;

/** A file of a project (a CV, the expert's CV): `url` is its stable address, opened through get-signedurl. */
const projectFile = { url: z.string(), fileName: z.string() };

/** A CV the student sent. */
export const CareerResumeSchema = z.object({ id: z.string(), ...projectFile, uploadedAt: z.string() });
export type CareerResume = z.infer<typeof CareerResumeSchema>;

/** The expert-updated CV (spec 3 §3 adminDoc) with its last-updated date. */
export const CareerAdminDocSchema = z.object({ ...projectFile, updatedDateTime: z.string() });

/** spec 3 §3 Capstone record, with the learning object's kind and instruction document. */
export const CareerRecordSchema = z.object({
  /** The record's id; null until the student has sent something. */
  id: z.string().nullable(),
  learningObjectId: z.string(),
  title: z.string(),
  referenceType: CareerKindSchema,
  /** The project's short introduction (plain text; the component's content). */
  description: z.string(),
  /** The instruction document's address, opened through get-signedurl; null when there is none. */
  instructionDocument: z.string().nullable(),
  socialUrl: z.string(),
  resume: z.array(CareerResumeSchema),
  adminDoc: CareerAdminDocSchema.nullable(),
  updatedDateTime: z.string().nullable(),
  latestSocialStatus: CareerStatusSchema,
  latestResumeStatus: CareerStatusSchema,
  /** Newest first. */
  socialComments: z.array(CareerCommentSchema),
  resumeComments: z.array(CareerCommentSchema),
});
export type CareerRecord = z.infer<typeof CareerRecordSchema>;

const objectId = z.uuid({ error: 'id must be a learning object id' });

/** GET capstone/career: id is the learning object's. */
export const GetCareerQuerySchema = z.object({ id: objectId });
export const CareerResponseSchema = envelope(CareerRecordSchema);
export type CareerResponse = z.infer<typeof CareerResponseSchema>;

/**
 * POST (first time) or PUT capstone/career (spec 3 §7): a LinkedIn address, or a comment. userId
 * and accountId are the spec's; the session decides whose record it is, so they must match it.
 */
export const CareerSaveRequestSchema = z.object({
  id: objectId,
  // No length limit here: the service answers the spec's own words for any length (the request body
  // is at most 2 MB).
  socialUrl: z.string().optional(),
  socialComments: z.string().optional(),
  resumeComments: z.string().optional(),
  userId: z.string().max(100).optional(),
  accountId: z.string().max(100).optional(),
});
export type CareerSaveRequest = z.infer<typeof CareerSaveRequestSchema>;

/** POST capstone/cv-preparation: where to PUT a CV (the storage module's 'cv' purpose). */
export const CvUploadRequestSchema = z.object({
  fileName: requiredString(CareerMessages.resumeRequired, 255, 'fileName is too long'),
  contentType: uploadContentType,
  /** Portico: the project the CV is for; when given, its access is checked before anything is stored. */
  id: objectId.optional(),
});
export type CvUploadRequest = z.input<typeof CvUploadRequestSchema>;

/** PUT capstone/cv-preparation: the uploaded CVs (their publicUrl) attached to the project. */
export const CvAttachRequestSchema = z.object({
  id: objectId,
  resume: z
    .array(z.object({ id: z.string().max(64).optional(), url: z.string().max(200, 'url is too long') }))
    .min(1, CareerMessages.resumeRequired)
    .max(CV_FILES_PER_UPLOAD, CareerMessages.tooManyFiles),
});
export type CvAttachRequest = z.infer<typeof CvAttachRequestSchema>;

/** GET kanan-website/get-signedurl: a short-lived address of a file the student may open. */
export const SignedUrlQuerySchema = z.object({
  url: z.string().trim().min(1, 'url is required').max(2048, 'url is too long'),
});
export const SignedUrlResponseSchema = envelope(z.string());
export type SignedUrlResponse = z.infer<typeof SignedUrlResponseSchema>;

/** GET capstone/projects (Portico, for /project): the career objects of a course, by module. */
export const CareerProjectsQuerySchema = z.object({
  courseId: CourseIdSchema,
  /** The menu entry's module key (or id); omitted: the whole course. */
  navigationParam: z.string().trim().max(100, 'navigationParam is too long').optional(),
});
export const CareerProjectSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  referenceType: CareerKindSchema,
  description: z.string(),
  isProductAccess: z.boolean(),
  /** The status of the project's own review (LinkedIn or CV). */
  status: CareerStatusSchema,
  updatedDateTime: z.string().nullable(),
});
export type CareerProjectSummary = z.infer<typeof CareerProjectSummarySchema>;
export const CareerProjectsResponseSchema = envelope(z.array(CareerProjectSummarySchema));
export type CareerProjectsResponse = z.infer<typeof CareerProjectsResponseSchema>;

/**
 * Career services (spec 3 §7; decision 049). capstone/career is POSTed the first time and PUT after,
 * both saving what is sent; capstone/document/* answers the instruction document itself.
 */
export const careerApi = {
  projects: get('capstone/projects', {
    query: CareerProjectsQuerySchema,
    response: CareerProjectsResponseSchema,
  }),
  record: get('capstone/career', { query: GetCareerQuerySchema, response: CareerResponseSchema }),
  create: post('capstone/career', { body: CareerSaveRequestSchema, response: CareerResponseSchema }),
  save: put('capstone/career', { body: CareerSaveRequestSchema, response: CareerResponseSchema }),
  cvUpload: post('capstone/cv-preparation', {
    body: CvUploadRequestSchema,
    response: DocumentUploadResponseSchema,
  }),
  cvAttach: put('capstone/cv-preparation', { body: CvAttachRequestSchema, response: CareerResponseSchema }),
  signedUrl: get('kanan-website/get-signedurl', {
    query: SignedUrlQuerySchema,
    response: SignedUrlResponseSchema,
  }),
  document: get('capstone/document/*', { params: SignedFileParamsSchema }),
};
