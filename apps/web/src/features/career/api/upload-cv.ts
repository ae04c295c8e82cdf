// One namespace import: the call's payload types and its messages come from the contract.
import * as career from '@portico/contract/career';
import type { DocumentUploadResponse } from '@portico/contract/storage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiPost, apiRequest } from '../../../lib/http';
import { careerKey } from './get-career';

/** A failed CV upload, with the text to show: the server's refusal, or "Can't Upload the file!". */
export class CvUploadError extends Error {}

const refusal = (message: unknown, status: number) =>
  status >= 400 && status < 500 && typeof message === 'string' && message
    ? message
    : career.CareerMessages.uploadFailed;

/**
 * spec 3 §7 POST capstone/cv-preparation, then the PUT of the bytes to the signed address without
 * the session (`credentials: 'omit'`); the server reads the bytes' real type. Resolves to the
 * file's publicUrl.
 */
async function sendCv(file: File, id: string): Promise<string> {
  let signed: DocumentUploadResponse['data'];
  try {
    const body: career.CvUploadRequest = { fileName: file.name, contentType: file.type, id };
    signed = (await apiPost<DocumentUploadResponse>('capstone/cv-preparation', body)).data;
  } catch (error) {
    if (error instanceof ApiError && error.fromServer)
      throw new CvUploadError(refusal(error.message, error.status));
    throw new CvUploadError(career.CareerMessages.uploadFailed);
  }
  if (!signed) throw new CvUploadError(career.CareerMessages.uploadFailed);
  let put: Response;
  try {
    put = await fetch(signed.signedUrl, {
      method: 'PUT',
      body: file,
      credentials: 'omit',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new CvUploadError(career.CareerMessages.uploadFailed);
  }
  if (!put.ok) {
    const answer: unknown = await put.json().catch(() => null);
    throw new CvUploadError(refusal((answer as { message?: unknown } | null)?.message, put.status));
  }
  return signed.publicUrl;
}

/** Uploads the CVs one by one, then attaches them all (spec 3 §7 PUT capstone/cv-preparation). */
export async function uploadCvs(
  files: File[],
  id: string,
): Promise<{ message: string; record: career.CareerRecord }> {
  const urls: string[] = [];
  for (const file of files) urls.push(await sendCv(file, id));
  const body: career.CvAttachRequest = { id, resume: urls.map((url) => ({ url })) };
  let response: career.CareerResponse;
  try {
    response = await apiRequest<career.CareerResponse>('PUT', 'capstone/cv-preparation', { body });
  } catch (error) {
    if (error instanceof ApiError && error.fromServer)
      throw new CvUploadError(refusal(error.message, error.status));
    throw new CvUploadError(career.CareerMessages.uploadFailed);
  }
  if (!response.data) throw new CvUploadError(career.CareerMessages.uploadFailed);
  return { message: response.message ?? career.CareerMessages.updated, record: response.data };
}

export function useUploadCvs(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['career', 'cv', id],
    mutationFn: (files: File[]) => uploadCvs(files, id),
    onSuccess: ({ record }) => {
      client.setQueryData(careerKey(id), record);
      void client.invalidateQueries({ queryKey: ['learning', 'career', 'projects'] });
    },
  });
}
