import { ScoreReportMessages } from '@portico/contract/score-report';
import { DOCUMENT_MAX_BYTES, storageApi, UPLOAD_RULES } from '@portico/contract/storage';
import { callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { uploadToSignedUrl } from '../../../lib/signed-upload';

const RULE = UPLOAD_RULES['score-document'];
/** For the file picker: jpeg, jpg, png or pdf (spec 1 §5). */
export const SCORE_DOCUMENT_ACCEPT = '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** spec 1 §5 score document: the message refusing a file before any call, or null. */
export function scoreDocumentError(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(RULE.extensions as readonly string[]).includes(ext)) return ScoreReportMessages.documentType;
  if (file.size > DOCUMENT_MAX_BYTES) return ScoreReportMessages.documentSize;
  return null;
}

/** A failed upload, with the spec 1 §8 text to show. */
export class UploadError extends Error {}

/**
 * spec 1 §7 document-upload, then the PUT of the bytes to the signed address without the
 * Authorization header or the session cookie. Resolves to the publicUrl the score report stores.
 */
export function uploadScoreDocument(file: File): Promise<string> {
  const body = { fileName: file.name, contentType: file.type, purpose: 'score-document' as const };
  return uploadToSignedUrl(file, () => callData(storageApi.documentUpload, { body }), {
    // The server's refusal of the type or size is the spec's own message; keep it.
    signing: (error) =>
      new UploadError(
        error instanceof ApiError && error.fromServer && error.status === 400
          ? error.message
          : ScoreReportMessages.signedUrlError,
      ),
    network: () => new UploadError(ScoreReportMessages.uploadFailure),
    refused: () => new UploadError(ScoreReportMessages.uploadError),
  });
}
