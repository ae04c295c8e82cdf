import type { Readable } from 'node:stream';

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
