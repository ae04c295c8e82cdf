import { z } from 'zod';
import { envelope, MessageResponseSchema } from './envelope';
import { get, post, put } from './route';
import { requiredString } from './schema-parts';
import { FILE_PURPOSES, UploadMessages } from './upload-rules';

export * from './upload-rules';

export const FilePurposeSchema = z.enum(FILE_PURPOSES, {
  error: `purpose must be one of ${FILE_PURPOSES.join(', ')}`,
});

// spec 1 §7 document-upload: fileName, contentType → signedUrl, publicUrl.
/** An upload's declared type: the browser's File.type; may be empty, then the extension decides. */
export const uploadContentType = z
  .string()
  .trim()
  .toLowerCase()
  .max(127, 'contentType is too long')
  .default('');

export const DocumentUploadRequestSchema = z.object({
  fileName: requiredString('Please upload a document', 255, 'fileName is too long'),
  contentType: uploadContentType,
  purpose: FilePurposeSchema.default('score-document'),
});
export type DocumentUploadRequest = z.input<typeof DocumentUploadRequestSchema>;

export const DocumentUploadDataSchema = z.object({
  /** Where the browser PUTs the bytes, without the Authorization header (spec 1 §7). */
  signedUrl: z.string(),
  /** The stable reference later calls store (e.g. the score report's file). */
  publicUrl: z.string(),
});
export type DocumentUploadData = z.infer<typeof DocumentUploadDataSchema>;
export const DocumentUploadResponseSchema = envelope(DocumentUploadDataSchema);
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponseSchema>;

// spec 1 §7 profile-upload: file (base64 data) → data.profileImage.
export const ProfileUploadRequestSchema = z.object({
  /** A data URL (`data:image/png;base64,...`) or a bare base64 string. */
  file: requiredString('Please upload an image', 4 * 1024 * 1024, UploadMessages.profileImageSize),
});
export type ProfileUploadRequest = z.infer<typeof ProfileUploadRequestSchema>;

export const ProfileUploadResponseSchema = envelope(z.object({ profileImage: z.string() }));
export type ProfileUploadResponse = z.infer<typeof ProfileUploadResponseSchema>;

/** GET /api/files/object/:id — the publicUrl of document-upload. */
export const FileObjectParamsSchema = z.object({ id: z.string().max(64) });
/**
 * PUT /api/files/upload/<token> and GET /api/files/<token>, the local driver's signed addresses.
 * Routed as wildcards: a token is longer than the router's 100-character limit for a parameter.
 */
export const SignedFileParamsSchema = z.object({ '*': z.string().max(2048) });

/**
 * Stored files (spec 1 §7; decision 049). The signed upload takes the raw bytes (no body schema) and
 * the reads answer the file itself (no response schema); the web reaches those through the addresses
 * document-upload and the file fields hand it, never through the client.
 */
export const storageApi = {
  documentUpload: post('document-upload', {
    body: DocumentUploadRequestSchema,
    response: DocumentUploadResponseSchema,
  }),
  profileUpload: post('profile-upload', {
    body: ProfileUploadRequestSchema,
    response: ProfileUploadResponseSchema,
  }),
  signedUpload: put('files/upload/*', { params: SignedFileParamsSchema, response: MessageResponseSchema }),
  ownedFile: get('files/object/:id', { params: FileObjectParamsSchema }),
  brandImage: get('brand/:id', { params: FileObjectParamsSchema }),
  /** An image or recording of imported content, by its content's hash (issue 44). */
  contentMedia: get('content-media/:name', { params: z.object({ name: z.string().max(80) }) }),
  signedFile: get('files/*', { params: SignedFileParamsSchema }),
};
