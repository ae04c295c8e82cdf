import type { StorageDriver } from './modules/storage/storage.driver';
import type { UrlSigner } from './modules/storage/url-signer';

/** What the composition root builds once and hands to every area that needs it. */
export interface SharedParts {
  /** The configured file storage (local or S3) and the signer of the local driver's addresses. */
  storage: { driver: StorageDriver; signer: UrlSigner };
}
