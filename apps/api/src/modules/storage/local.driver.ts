import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StorageDriver, StoredObject } from './storage.driver';
import type { UrlSigner } from './url-signer';

/**
 * Files under DATA_DIR/uploads/<key>. Signed addresses are API routes carrying an HMAC token:
 * PUT /api/files/upload/<token> and GET /api/files/<token> (storage.routes.ts).
 */
export class LocalDriver implements StorageDriver {
  readonly kind = 'local';
  private readonly root: string;

  constructor(
    root: string,
    private readonly signer: UrlSigner,
  ) {
    this.root = path.resolve(root);
  }

  async presignPut(key: string, contentType: string, maxBytes: number): Promise<string> {
    return `/api/files/upload/${this.signer.sign({ key, op: 'put', max: maxBytes, ct: contentType })}`;
  }

  async presignGet(key: string, opts: { contentType?: string } = {}): Promise<string> {
    return `/api/files/${this.signer.sign({ key, op: 'get', ct: opts.contentType })}`;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await fs.promises.writeFile(tmp, bytes, { mode: 0o600 });
      await fs.promises.rename(tmp, file);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    // One open handle for the size and the stream: a file replaced meanwhile cannot mix the two.
    const { size } = await handle.stat();
    return { body: handle.createReadStream(), size };
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const s = await fs.promises.stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** Keys are made by the server, but a key must never climb out of the uploads folder. */
  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  }
}
