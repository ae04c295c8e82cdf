import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { REPO_ROOT } from '../../config';
import { forbidden, notFound } from '../../lib/errors';
import { detectFileType, type FileKind } from '../storage/file-type';
import type { ServedFile } from '../storage/storage.service';
import type { UrlSigner } from '../storage/url-signer';

/**
 * The demo content's documents (content/demo/documents), named `/demo-documents/…`. Unlike the
 * media of /demo-media/, nothing serves them but a signed address from here.
 */
const DOCUMENTS_ROOT = path.join(REPO_ROOT, 'content/demo/documents');
const DOCUMENTS_PREFIX = '/demo-documents/';
/** An instruction document is a few pages; anything bigger is not served. */
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** How long an instruction document's address works: long enough to open it, too short to share it. */
export const DOCUMENT_URL_TTL_SECONDS = 5 * 60;

const DOCUMENT_TYPES: Partial<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ole: 'application/msword',
};

export const DocumentMessages = {
  invalid: 'This file link is invalid.',
  expired: 'This file link has expired.',
  notFound: 'File not found',
} as const;

/**
 * Instruction documents of career projects (spec 3 §7 get-signedurl): the content names them by
 * address; a student who may open the project gets a short-lived signed address of it, and only
 * that address serves the bytes .
 */
export class CareerDocuments {
  constructor(
    private readonly signer: UrlSigner,
    private readonly root = DOCUMENTS_ROOT,
  ) {}

  /** Whether the address is one the portal can sign (a content file) or hand on (https). */
  static isDocumentAddress(address: string): boolean {
    return address.startsWith(DOCUMENTS_PREFIX) || /^https:\/\//i.test(address);
  }

  /** The address to open: signed for a content file; an https address is the provider's own. */
  signedUrl(companyCode: string, address: string): string {
    if (/^https:\/\//i.test(address)) return address;
    const relative = this.relativePath(address);
    if (!relative) throw notFound(DocumentMessages.notFound);
    const token = this.signer.sign(
      { key: `${companyCode}/demo-documents/${relative}`, op: 'get' },
      DOCUMENT_URL_TTL_SECONDS,
    );
    return `/api/capstone/document/${token}`;
  }

  /** The bytes behind a signed address, on the company's own host only. */
  async open(companyCode: string, token: string): Promise<ServedFile> {
    const verified = this.signer.verify(token, 'get');
    if (!verified.ok) {
      throw forbidden(verified.reason === 'expired' ? DocumentMessages.expired : DocumentMessages.invalid);
    }
    const prefix = `${companyCode}/demo-documents/`;
    if (!verified.payload.key.startsWith(prefix)) throw forbidden(DocumentMessages.invalid);
    const relative = this.relativePath(`${DOCUMENTS_PREFIX}${verified.payload.key.slice(prefix.length)}`);
    if (!relative) throw notFound(DocumentMessages.notFound);
    const file = path.join(this.root, relative);
    let bytes: Buffer;
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile() || stat.size > DOCUMENT_MAX_BYTES) throw notFound(DocumentMessages.notFound);
      bytes = await fs.promises.readFile(file);
    } catch {
      throw notFound(DocumentMessages.notFound);
    }
    const kind = detectFileType(bytes);
    const contentType = kind ? DOCUMENT_TYPES[kind] : undefined;
    if (!contentType) throw notFound(DocumentMessages.notFound);
    return { body: Readable.from(bytes), size: bytes.length, contentType, fileName: path.basename(file) };
  }

  /** The path under the documents root of a /demo-documents/ address, or null when it would leave it. */
  private relativePath(address: string): string | null {
    if (!address.startsWith(DOCUMENTS_PREFIX)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(address.slice(DOCUMENTS_PREFIX.length).split(/[?#]/)[0] ?? '');
    } catch {
      return null;
    }
    if (!decoded || decoded.length > 400 || decoded.includes('\\')) return null;
    const normal = path.posix.normalize(decoded);
    if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal !== decoded) return null;
    return normal;
  }
}
