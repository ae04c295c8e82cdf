import { randomUUID } from 'node:crypto';
import { UPLOAD_RULES } from '@portico/contract/storage';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { detectFileType, matchesDeclaredType, servedContentType } from './file-type';
import type { StorageDriver } from './storage.driver';
import type { StorageRepository } from './storage.repository';
import { PayloadTooLarge, type ServedFile, StorageMessages, splitDataUrl } from './storage.service';

const RULE = UPLOAD_RULES['brand-image'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The public address of a brand image: on its company's hosts only, cacheable for ever (ids never change). */
export const brandImageUrl = (id: string) => `/api/brand/${id}`;

/**
 * A company's logo, icon and favicon (CONSOLE.md Authoring: logo and favicon upload): PNG, JPEG,
 * GIF or WebP (the console sends a large PNG or JPEG as WebP, decision 050) read from the bytes (never SVG or HTML: they are served to every visitor), at most 1 MB.
 */
export class BrandImages {
  constructor(
    private readonly repo: StorageRepository,
    private readonly driver: StorageDriver,
    private readonly clock: Clock,
  ) {}

  async store(companyCode: string, file: string, name: string): Promise<string> {
    const { declared, base64 } = splitDataUrl(file);
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64 === '') throw badRequest(RULE.typeMessage);
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    if (Math.floor((base64.length * 3) / 4) - padding > RULE.maxBytes)
      throw new PayloadTooLarge(RULE.sizeMessage);
    const bytes = Buffer.from(base64, 'base64');
    const kind = detectFileType(bytes);
    if (kind !== 'png' && kind !== 'jpeg' && kind !== 'gif' && kind !== 'webp')
      throw badRequest(RULE.typeMessage);
    if (declared && !matchesDeclaredType(kind, declared)) throw badRequest(RULE.typeMessage);
    const contentType = servedContentType(kind, declared ?? '');
    const ext = EXTENSION[contentType] ?? 'png';
    const storageKey = `${companyCode}/brand-image/${randomUUID()}.${ext}`;
    await this.driver.put(storageKey, bytes, contentType);
    const row = await this.repo.insert({
      companyCode,
      ownerStudentId: null,
      purpose: 'brand-image',
      storageKey,
      fileName: `${name}.${ext}`,
      contentType,
      size: bytes.length,
      status: 'stored',
      createdAt: this.clock.now(),
      uploadedAt: this.clock.now(),
    });
    return brandImageUrl(row.id);
  }

  async open(companyCode: string, id: string): Promise<ServedFile> {
    if (!UUID.test(id)) throw notFound(StorageMessages.fileNotFound);
    const row = await this.repo.companyFile(companyCode, id, 'brand-image');
    const object = row && (await this.driver.get(row.storageKey));
    if (!row || !object) throw notFound(StorageMessages.fileNotFound);
    return { ...object, contentType: row.contentType };
  }
}
