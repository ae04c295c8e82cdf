import { fileIdOf } from '../../console/evaluation-answers';
import type { StorageDriver } from '../../storage/storage.driver';
import type { StorageRepository } from '../../storage/storage.repository';
import { measureSpeaking, type SpeakingResult } from './measure';

/** Recordings larger than this are not read into memory (decode.ts refuses them anyway). */
const MAX_BYTES = 25 * 1024 * 1024;

const failed = (reason: string, detail: string): SpeakingResult => ({ state: 'failed', reason, detail });
const NOT_FOUND = 'Your recording could not be found, so it was not measured.';

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Measures a student's stored recording named by its address (`/api/files/object/<id>`): only a
 * stored file of that student of that company is read.
 */
export function storedRecordingMeasurer(files: StorageRepository, driver: StorageDriver) {
  return async (
    owner: { companyCode: string; studentId: string },
    url: string,
    taskSeconds: number | null,
  ): Promise<SpeakingResult> => {
    const fileId = fileIdOf(url);
    const row = fileId ? await files.ownedBy(owner.companyCode, owner.studentId, fileId) : undefined;
    if (row?.status !== 'stored') return failed(NOT_FOUND, `no stored file for ${url}`);
    const stored = await driver.get(row.storageKey);
    if (!stored) return failed(NOT_FOUND, `storage has nothing under ${row.storageKey}`);
    const bytes = await readAll(stored.body);
    if (!bytes) return failed('Your recording is too long to measure.', `over ${MAX_BYTES} bytes`);
    return measureSpeaking(bytes, { taskSeconds });
  };
}
