import { submitApi } from '@portico/contract/assessment-submit';
import { type AudioPlayData, audioPlayApi } from '@portico/contract/exam-profile';
import { storageApi } from '@portico/contract/storage';
import { call, callData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export { launchAssessment, launchQueryKey, launchQueryOptions } from './launch-query';

/** POST end-test (spec 3 §7): the token is the attempt. */
export async function endTest(token: string): Promise<void> {
  await call(submitApi.endTest, { body: { token } });
}

/**
 * A recorded answer through the signed-URL flow (document-upload, then PUT): resolves to the
 * address the track stores. Throws when either step fails, so the caller keeps the recording.
 */
export async function uploadRecording(itemId: string, blob: Blob, mimeType: string): Promise<string> {
  const contentType = mimeType.split(';')[0]?.trim() || 'audio/webm';
  const extension = contentType.includes('ogg') ? 'ogg' : contentType.includes('mp4') ? 'mp4' : 'webm';
  const response = await call(storageApi.documentUpload, {
    body: { fileName: `answer-${itemId}.${extension}`, contentType, purpose: 'answer-audio' },
  });
  if (!response.data) throw new ApiError("Can't Upload the file!", { status: 200, fromServer: true });
  const put = await fetch(response.data.signedUrl, {
    method: 'PUT',
    body: blob,
    headers: { 'Content-Type': contentType },
  });
  if (!put.ok) throw new ApiError("Can't Upload the file!", { status: put.status, fromServer: true });
  return response.data.publicUrl;
}

/**
 * POST assessment/audio-play (decision 021): asked before a section's recording starts; the server
 * counts the play and refuses one beyond what the test allows.
 */
export async function playSectionAudio(
  testId: string,
  sectionId: string,
  itemId?: string,
): Promise<AudioPlayData> {
  return callData(audioPlayApi.audioPlay, { body: itemId ? { testId, itemId } : { testId, sectionId } });
}
