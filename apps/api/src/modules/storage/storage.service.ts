import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CONTENT_TYPES_BY_EXTENSION,
  type DocumentUploadData,
  type FileExtension,
  type FilePurpose,
  PROFILE_IMAGE_MAX_BYTES,
  UPLOAD_RULES,
  UploadMessages,
  type UploadRule,
} from '@portico/contract/storage';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { type Limit, RateLimiter } from '../../lib/rate-limit';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import {
  baseMimeType,
  detectFileType,
  kindsOfExtensions,
  matchesDeclaredType,
  servedContentType,
} from './file-type';
import type { StorageDriver, StoredObject } from './storage.driver';
import type { FileObjectRow, StorageRepository } from './storage.repository';
import type { UrlSigner } from './url-signer';

/** 413 with the spec's size message; the central handler keeps the status of an AppError. */
export class PayloadTooLarge extends AppError {
  override readonly status = 413;
  constructor(message: string) {
    super('VALIDATION', message);
  }
}

/** 429 past the per-student upload limit; the routes send `Retry-After` with it. */
export class TooManyUploads extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', UploadMessages.tooManyUploads);
  }
}

export const StorageMessages = {
  linkInvalid: 'This upload link is invalid. Please upload the file again.',
  linkExpired: 'This upload link has expired. Please upload the file again.',
  linkUsed: 'This upload link has already been used. Please upload the file again.',
  readInvalid: 'This file link is invalid.',
  readExpired: 'This file link has expired.',
  fileNotFound: 'File not found',
} as const;

/** The stable address of a file: later calls store it (score report, profile image). */
export const fileObjectUrl = (id: string) => `/api/files/object/${id}`;
const FILE_URL = /^\/api\/files\/object\/([0-9a-f-]{36})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ServedFile = StoredObject & { contentType: string; fileName?: string };
type Student = { id: string };
type UploadBody = { stream?: Readable; declaredLength?: number };

const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';
const isExtension = (ext: string, rule: UploadRule): ext is FileExtension =>
  (rule.extensions as readonly string[]).includes(ext);
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching C0 controls and DEL is the point: they are stripped from uploaded file names.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/** Browsers on some systems send the whole path, and names may carry control characters. */
const cleanFileName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(CONTROL_CHARACTERS, '');

export class StorageService {
  /** Counts in the upload window (UPLOAD_RATE_LIMIT_WINDOW_SECONDS), in PostgreSQL like the login limits. */
  private readonly uploadLimiter: RateLimiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StorageRepository,
    private readonly driver: StorageDriver,
    private readonly signer: UrlSigner,
  ) {
    const { database, clock, config } = ctx;
    this.uploadLimiter = new RateLimiter(database.db, clock, config.UPLOAD_RATE_LIMIT_WINDOW_SECONDS);
  }

  /**
   * One document-upload or profile-upload call against the student's budget, shared by both
   * (UPLOAD_RATE_LIMIT_MAX per window); past it, 429 with the seconds left in the window.
   */
  async limitUploads(company: CompanyRow, student: Student): Promise<void> {
    const limit: Limit = { name: 'upload-student', max: this.ctx.config.UPLOAD_RATE_LIMIT_MAX };
    const subject = `${company.code}:${student.id}`;
    if ((await this.uploadLimiter.hit(limit, subject)) <= limit.max) return;
    throw new TooManyUploads(await this.uploadLimiter.secondsLeft(limit, subject));
  }

  /** spec 1 §7 document-upload: checks the name and declared type, answers where to PUT the bytes. */
  async requestUpload(
    company: CompanyRow,
    student: Student,
    body: { fileName: string; contentType: string; purpose: FilePurpose },
  ): Promise<DocumentUploadData> {
    await this.limitUploads(company, student);
    const rule = UPLOAD_RULES[body.purpose];
    const fileName = cleanFileName(body.fileName);
    const ext = extensionOf(fileName);
    if (!fileName.includes('.') || !isExtension(ext, rule)) throw badRequest(rule.typeMessage);
    const allowed: readonly string[] = CONTENT_TYPES_BY_EXTENSION[ext];
    let contentType = baseMimeType(body.contentType);
    // An unknown type (empty, or octet-stream) is read from the name; the bytes are checked on upload.
    if (!contentType || contentType === 'application/octet-stream') contentType = allowed[0] ?? '';
    if (!allowed.includes(contentType)) throw badRequest(rule.typeMessage);

    const row = await this.repo.insert({
      companyCode: company.code,
      ownerStudentId: student.id,
      purpose: body.purpose,
      storageKey: `${company.code}/${body.purpose}/${randomUUID()}.${ext}`,
      fileName,
      contentType,
      // The clock's time, not the database's: the pending-upload sweep measures age with the same clock.
      createdAt: this.ctx.clock.now(),
    });
    const signedUrl = await this.driver.presignPut(row.storageKey, contentType, rule.maxBytes);
    return { signedUrl, publicUrl: fileObjectUrl(row.id) };
  }

  /** PUT to a signed address: the token decides the file; size and the real type are enforced. */
  async acceptUpload(company: CompanyRow, token: string, body: UploadBody): Promise<void> {
    const verified = this.signer.verify(token, 'put');
    if (!verified.ok) {
      throw forbidden(
        verified.reason === 'expired' ? StorageMessages.linkExpired : StorageMessages.linkInvalid,
      );
    }
    const row = await this.repo.byKey(verified.payload.key);
    if (!row || row.companyCode !== company.code) throw forbidden(StorageMessages.linkInvalid);
    if (row.status === 'stored') throw conflict(StorageMessages.linkUsed);
    const rule = UPLOAD_RULES[row.purpose];
    const max = Math.min(verified.payload.max ?? rule.maxBytes, rule.maxBytes);
    // Refused before a byte is read when the client announces the size (browsers do).
    if (body.declaredLength !== undefined && body.declaredLength > max)
      throw new PayloadTooLarge(rule.sizeMessage);
    const bytes = body.stream ? await readLimited(body.stream, max, rule.sizeMessage) : Buffer.alloc(0);
    const contentType = this.checkBytes(bytes, rule, row.contentType);

    const claimed = await this.repo.markStored(row.id, {
      size: bytes.length,
      contentType,
      uploadedAt: this.ctx.clock.now(),
    });
    if (!claimed) throw conflict(StorageMessages.linkUsed);
    try {
      await this.driver.put(row.storageKey, bytes, contentType);
    } catch (err) {
      await this.repo.markPending(row.id);
      throw err;
    }
  }

  /** A student's own file, on its own company; anything else is not found. */
  async openOwned(company: CompanyRow, student: Student, id: string): Promise<ServedFile> {
    if (!UUID.test(id)) throw notFound(StorageMessages.fileNotFound);
    let row = await this.repo.ownedBy(company.code, student.id, id);
    if (!row) throw notFound(StorageMessages.fileNotFound);
    if (row.status === 'pending') row = await this.confirmRemote(row);
    const object = await this.driver.get(row.storageKey);
    if (!object) throw notFound(StorageMessages.fileNotFound);
    return { ...object, contentType: row.contentType, fileName: row.fileName };
  }

  /** GET to a signed read address (the local driver's stand-in for a presigned S3 GET). */
  async openSigned(company: CompanyRow, token: string): Promise<ServedFile> {
    const verified = this.signer.verify(token, 'get');
    if (!verified.ok) {
      throw forbidden(
        verified.reason === 'expired' ? StorageMessages.readExpired : StorageMessages.readInvalid,
      );
    }
    const { key, ct } = verified.payload;
    // The company prefix of the key: a link works on its own company's host only.
    if (!key.startsWith(`${company.code}/`)) throw forbidden(StorageMessages.readInvalid);
    const object = await this.driver.get(key);
    if (!object) throw notFound(StorageMessages.fileNotFound);
    return { ...object, contentType: ct ?? 'application/octet-stream' };
  }

  /** A time-limited read address for a stored file (for staff and mails later). */
  signedReadUrl(row: FileObjectRow): Promise<string> {
    return this.driver.presignGet(row.storageKey, { contentType: row.contentType, fileName: row.fileName });
  }

  /**
   * A stored file of the student named by its public URL, or undefined; for the calls that save
   * a publicUrl (score report, CV), which must refuse files that are not the student's.
   */
  async ownedFileByUrl(
    company: CompanyRow,
    student: Student,
    url: string,
  ): Promise<FileObjectRow | undefined> {
    const id = FILE_URL.exec(url)?.[1];
    if (!id || !UUID.test(id)) return undefined;
    const row = await this.repo.ownedBy(company.code, student.id, id);
    if (!row) return undefined;
    if (row.status === 'stored') return row;
    try {
      return await this.confirmRemote(row);
    } catch {
      return undefined;
    }
  }

  /** spec 1 §7 profile-upload: base64 image, checked by its bytes, becomes the profile image. */
  async uploadProfileImage(company: CompanyRow, student: Student, file: string): Promise<string> {
    await this.limitUploads(company, student);
    const rule = UPLOAD_RULES['profile-image'];
    const { declared, base64 } = splitDataUrl(file);
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw badRequest(rule.typeMessage);
    // Measured before decoding: a huge string is refused without allocating its bytes.
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    if (Math.floor((base64.length * 3) / 4) - padding > PROFILE_IMAGE_MAX_BYTES) {
      throw new PayloadTooLarge(rule.sizeMessage);
    }
    const bytes = Buffer.from(base64, 'base64');
    const contentType = this.checkBytes(bytes, rule, declared);
    const ext = contentType === 'image/png' ? 'png' : contentType === 'image/gif' ? 'gif' : 'jpg';

    const storageKey = `${company.code}/profile-image/${randomUUID()}.${ext}`;
    await this.driver.put(storageKey, bytes, contentType);
    const row = await this.repo.insert({
      companyCode: company.code,
      ownerStudentId: student.id,
      purpose: 'profile-image',
      storageKey,
      fileName: `profile-image.${ext}`,
      contentType,
      size: bytes.length,
      status: 'stored',
      createdAt: this.ctx.clock.now(),
      uploadedAt: this.ctx.clock.now(),
    });
    const profileImage = fileObjectUrl(row.id);
    const previous = await this.repo.setProfileImage(company.code, student.id, profileImage);
    await this.removeReplacedImage(company, student, previous);
    return profileImage;
  }

  /** The real type must be one the purpose accepts and of the family that was declared. */
  private checkBytes(bytes: Uint8Array, rule: UploadRule, declared: string | undefined): string {
    const kind = detectFileType(bytes);
    if (!kind || !kindsOfExtensions(rule.extensions).has(kind)) throw badRequest(rule.typeMessage);
    if (declared && !matchesDeclaredType(kind, declared)) throw badRequest(rule.typeMessage);
    return servedContentType(kind, declared ?? '');
  }

  /**
   * A presigned S3 PUT can limit neither the size nor the type, so a pending S3 object is checked
   * the first time it is used; a bad one is deleted with its row. The local driver checks on PUT.
   */
  private async confirmRemote(row: FileObjectRow): Promise<FileObjectRow> {
    if (this.driver.kind === 'local') throw notFound(StorageMessages.fileNotFound);
    const rule = UPLOAD_RULES[row.purpose];
    const stat = await this.driver.stat(row.storageKey);
    if (!stat) throw notFound(StorageMessages.fileNotFound);
    const discard = async (error: AppError) => {
      await this.driver.delete(row.storageKey);
      await this.repo.remove(row.id);
      return error;
    };
    if (stat.size > rule.maxBytes) throw await discard(new PayloadTooLarge(rule.sizeMessage));
    const object = await this.driver.get(row.storageKey);
    if (!object) throw notFound(StorageMessages.fileNotFound);
    const bytes = await readLimited(object.body, rule.maxBytes, rule.sizeMessage);
    let contentType: string;
    try {
      contentType = this.checkBytes(bytes, rule, row.contentType);
    } catch (err) {
      throw err instanceof AppError ? await discard(err) : err;
    }
    const uploadedAt = this.ctx.clock.now();
    await this.repo.markStored(row.id, { size: bytes.length, contentType, uploadedAt });
    return { ...row, status: 'stored', size: bytes.length, contentType, uploadedAt };
  }

  private async removeReplacedImage(company: CompanyRow, student: Student, previous: string | undefined) {
    const id = previous ? FILE_URL.exec(previous)?.[1] : undefined;
    if (!id) return;
    const old = await this.repo.ownedBy(company.code, student.id, id);
    if (old?.purpose !== 'profile-image') return;
    try {
      await this.driver.delete(old.storageKey);
      await this.repo.remove(old.id);
    } catch (err) {
      this.ctx.log.warn({ err, fileId: old.id }, 'could not remove the replaced profile image');
    }
  }
}

/** `data:image/png;base64,AAAA` or bare base64, whitespace removed. */
export function splitDataUrl(file: string): { declared?: string; base64: string } {
  const m = /^data:([^;,]*)(?:;[^,]*)?,(.*)$/s.exec(file);
  const base64 = (m ? (m[2] ?? '') : file).replace(/\s+/g, '');
  return { declared: m?.[1] || undefined, base64 };
}

/** Collects a body, refusing it as soon as it passes `max` bytes. */
export function readLimited(stream: Readable, max: number, sizeMessage: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        cleanup();
        // Discard the rest instead of destroying the socket, so the client still gets the answer.
        stream.on('error', () => {});
        stream.resume();
        reject(new PayloadTooLarge(sizeMessage));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
