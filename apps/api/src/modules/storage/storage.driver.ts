import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { LocalDriver } from './local.driver';
import { storageSecret, UrlSigner } from './url-signer';

export type StoredObject = { body: Readable; size: number };

/** Where the bytes of file_objects live. Keys are `${companyCode}/${purpose}/${uuid}${ext}`. */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** The address the browser PUTs the bytes to (no Authorization header), valid 15 minutes. */
  presignPut(key: string, contentType: string, maxBytes: number): Promise<string>;
  /** A time-limited read address, for links handed to someone without a session. */
  presignGet(key: string, opts?: { contentType?: string; fileName?: string }): Promise<string>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Size of what is stored under the key, undefined when nothing is. */
  stat(key: string): Promise<{ size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Releases connections when the app closes. */
  close?(): void;
}

/** The configured driver and the signer of the local driver's addresses. */
export async function createStorage(
  config: Config,
  clock: Clock,
): Promise<{ driver: StorageDriver; signer: UrlSigner }> {
  const signer = new UrlSigner(storageSecret(config.STORAGE_SECRET, config.dataDir), clock);
  if (config.STORAGE_DRIVER === 's3') {
    // Loaded only when used: the AWS SDK is large.
    const { S3Driver } = await import('./s3.driver');
    const driver = new S3Driver({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    return { driver, signer };
  }
  return { driver: new LocalDriver(path.join(config.dataDir, 'uploads'), signer), signer };
}
