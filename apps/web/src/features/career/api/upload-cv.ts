// One namespace import: the call's payload types and its messages come from the contract.
import * as career from '@portico/contract/career';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { uploadToSignedUrl } from '../../../lib/signed-upload';
import { careerKey } from './get-career';

/** A failed CV upload, with the text to show: the server's refusal, or "Can't Upload the file!". */
export class CvUploadError extends Error {}

const refusal = (message: unknown, status: number) =>
  status >= 400 && status < 500 && typeof message === 'string' && message
    ? message
    : career.CareerMessages.uploadFailed;

/** A failure of a call to the API, as the text to show. */
const apiFailure = (error: unknown) =>
  new CvUploadError(
    error instanceof ApiError && error.fromServer
      ? refusal(error.message, error.status)
      : career.CareerMessages.uploadFailed,
  );

/**
 * spec 3 §7 POST capstone/cv-preparation, then the PUT of the bytes to the signed address; the
 * server reads the bytes' real type. Resolves to the file's publicUrl.
 */
function sendCv(file: File, id: string): Promise<string> {
  const body: career.CvUploadRequest = { fileName: file.name, contentType: file.type, id };
  return uploadToSignedUrl(file, () => callData(career.careerApi.cvUpload, { body }), {
    signing: apiFailure,
    network: () => new CvUploadError(career.CareerMessages.uploadFailed),
    refused: async (put) => {
      const answer: unknown = await put.json().catch(() => null);
      return new CvUploadError(refusal((answer as { message?: unknown } | null)?.message, put.status));
    },
  });
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
    response = await call(career.careerApi.cvAttach, { body });
  } catch (error) {
    throw apiFailure(error);
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
