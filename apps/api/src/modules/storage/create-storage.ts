import path from 'node:path';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { LocalDriver } from './local.driver';
import type { StorageDriver } from './storage.driver';
import { storageSecret, UrlSigner } from './url-signer';

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
