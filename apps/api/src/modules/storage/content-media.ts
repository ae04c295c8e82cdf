import { createHash } from 'node:crypto';
import { notFound } from '../../lib/errors';
import { detectFileType } from './file-type';
import type { StorageDriver } from './storage.driver';
import { type ServedFile, StorageMessages } from './storage.service';

/**
 * The images and recordings of imported content (issue 44: a QTI package's files), kept by what they
 * are: a file's address is its SHA-256 and its type (`/api/content-media/<sha256>.png`), so the same
 * file is stored once, a preview can name the address an apply will write, and a file never changes
 * under its address. Served on the company's own hosts only, with the stored files' policy (no
 * script runs in an SVG served from here).
 */

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;
type Extension = keyof typeof TYPES;

const NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp|svg|mp3|ogg|wav|mp4|webm)$/;

/** The type of a file of imported content, from its bytes (an SVG from its text); undefined: not one Portico serves. */
export function mediaExtension(bytes: Uint8Array): Extension | undefined {
  const kind = detectFileType(bytes);
  if (kind === 'jpeg') return 'jpg';
  if (kind && kind in TYPES) return kind as Extension;
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

/** The address imported content shows a file under; undefined when Portico does not serve its type. */
export function contentMediaUrl(bytes: Uint8Array): string | undefined {
  const ext = mediaExtension(bytes);
  if (!ext) return undefined;
  return `/api/content-media/${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
}

export class ContentMedia {
  constructor(private readonly driver: StorageDriver) {}

  /** Stores the files of an import under their addresses (one already stored is left as it is). */
  async storeAll(companyCode: string, files: Iterable<Uint8Array>): Promise<void> {
    for (const bytes of files) {
      const url = contentMediaUrl(bytes);
      if (!url) continue;
      const name = url.slice(url.lastIndexOf('/') + 1);
      const key = `${companyCode}/content-media/${name}`;
      if (await this.driver.stat(key)) continue;
      await this.driver.put(key, bytes, TYPES[name.split('.')[1] as Extension]);
    }
  }

  async open(companyCode: string, name: string): Promise<ServedFile> {
    const match = name.match(NAME);
    const object = match && (await this.driver.get(`${companyCode}/content-media/${name}`));
    if (!match || !object) throw notFound(StorageMessages.fileNotFound);
    return { ...object, contentType: TYPES[match[2] as Extension] };
  }
}
