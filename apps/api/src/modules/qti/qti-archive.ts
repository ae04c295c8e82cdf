import { QTI_LIMITS, type QtiLimits, QtiMessages } from '@portico/contract/qti';
import { strFromU8, type UnzipDecoder, UnzipInflate, UnzipPassThrough } from 'fflate';

/** A package problem a provider can act on; the console shows its message as is. */
export class QtiProblem extends Error {
  override readonly name = 'QtiProblem';
}

// APPNOTE.txt 4.3: the records of a zip file.
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;
const ENCRYPTED = 0x0001;
const UTF8_NAME = 0x0800;
const STORED = 0;
const DEFLATED = 8;
// Deflate expands at most ~1032 times, so a 4 KB push yields at most ~4 MB before the count is checked.
const INFLATE_CHUNK = 4096;

/** One file of the package as the central directory describes it. */
interface Entry {
  path: string;
  method: number;
  size: number;
  originalSize: number;
  start: number;
}

/** A central directory record, its fields widened by the zip64 extra field where needed. */
interface CentralRecord {
  name: string;
  flags: number;
  method: number;
  size: number;
  originalSize: number;
  offset: number;
  next: number;
}

const notZip = () => new QtiProblem(QtiMessages.notZip);
// Fatal decoders throw on bytes that are not UTF-8; decode() starts afresh on every call.
const NAME_DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const TEXT_DECODER = new TextDecoder('utf-8', { fatal: true });

/**
 * The files of a package by normalised path ('items/q1.xml'), unpacked within the limits.
 * The central directory is read and checked first (names, duplicates, count, encryption,
 * compression, declared sizes); then each file is inflated in small pushes and its real bytes
 * counted, so a package that lies about its sizes stops as soon as it passes a limit.
 * Directories, '__MACOSX/' and '.DS_Store' are left out.
 */
export function readPackage(zip: Uint8Array, limits: Partial<QtiLimits> = {}): Map<string, Uint8Array> {
  const held: QtiLimits = { ...QTI_LIMITS, ...limits };
  if (zip.length > held.packageBytes) throw new QtiProblem(QtiMessages.packageTooLarge);
  try {
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    if (zip.length < 4 || view.getUint32(0, true) !== LOCAL_HEADER) throw notZip();
    const files = new Map<string, Uint8Array>();
    let total = 0;
    for (const entry of listEntries(zip, view, held)) {
      const bytes = unpack(zip, entry, held, total);
      total += bytes.length;
      files.set(entry.path, bytes);
    }
    return files;
  } catch (error) {
    // A RangeError from reading past the end, or anything else odd, means a broken zip.
    throw error instanceof QtiProblem ? error : notZip();
  }
}

/** The entries worth unpacking, in central directory order, every check done before any inflating. */
function listEntries(zip: Uint8Array, view: DataView, limits: QtiLimits): Entry[] {
  const directory = readDirectory(view);
  const entries: Entry[] = [];
  const seen = new Set<string>();
  let declared = 0;
  let at = directory.offset;
  for (let index = 0; index < directory.count; index++) {
    const record = readRecord(zip, view, at);
    at = record.next;
    if (at > directory.offset + directory.size) throw notZip();
    const path = safePath(record.name);
    if (record.name.endsWith('/') || isJunk(path)) continue;
    if (seen.has(path)) throw new QtiProblem(QtiMessages.duplicatePath(path));
    seen.add(path);
    if (entries.length >= limits.files) throw new QtiProblem(QtiMessages.tooManyFiles);
    const start = dataStart(view, record, path);
    if (record.method !== STORED && record.method !== DEFLATED) {
      throw new QtiProblem(QtiMessages.unsupportedCompression(path));
    }
    if (start + record.size > directory.offset) throw notZip();
    if (record.originalSize > limits.fileBytes) throw new QtiProblem(QtiMessages.fileTooLarge(path));
    declared += record.originalSize;
    if (declared > limits.totalBytes) throw new QtiProblem(QtiMessages.totalTooLarge);
    entries.push({
      path,
      method: record.method,
      size: record.size,
      originalSize: record.originalSize,
      start,
    });
  }
  return entries;
}

/** Where the central directory is and how many records it holds (zip64 included). */
function readDirectory(view: DataView): { count: number; size: number; offset: number } {
  const end = findEnd(view);
  let count = view.getUint16(end + 10, true);
  let size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  let limit = end;
  if (count === U16_MAX || size === U32_MAX || offset === U32_MAX) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) throw notZip();
    limit = u64(view, locator + 8);
    if (view.getUint32(limit, true) !== ZIP64_END) throw notZip();
    count = u64(view, limit + 32);
    size = u64(view, limit + 40);
    offset = u64(view, limit + 48);
  } else if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) {
    throw notZip(); // a package split over several disks
  }
  if (offset + size > limit) throw notZip();
  return { count, size, offset };
}

/** The end-of-central-directory record: searched backwards over at most a 64 KB comment. */
function findEnd(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - U16_MAX; at--) {
    if (
      view.getUint32(at, true) === END_OF_DIRECTORY &&
      at + 22 + view.getUint16(at + 20, true) <= view.byteLength
    ) {
      return at;
    }
  }
  throw notZip();
}

/** One central directory record starting at `at`. */
function readRecord(zip: Uint8Array, view: DataView, at: number): CentralRecord {
  if (view.getUint32(at, true) !== CENTRAL_HEADER) throw notZip();
  const flags = view.getUint16(at + 8, true);
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const commentLength = view.getUint16(at + 32, true);
  const nameEnd = at + 46 + nameLength;
  if (nameEnd + extraLength + commentLength > zip.length) throw notZip();
  const record: CentralRecord = {
    name: decodeName(zip.subarray(at + 46, nameEnd), flags),
    flags,
    method: view.getUint16(at + 10, true),
    size: view.getUint32(at + 20, true),
    originalSize: view.getUint32(at + 24, true),
    offset: view.getUint32(at + 42, true),
    next: nameEnd + extraLength + commentLength,
  };
  applyZip64(view, record, nameEnd, nameEnd + extraLength);
  return record;
}

/** APPNOTE 4.5.3: the zip64 extra field holds, in order, each size or offset that was 0xFFFFFFFF. */
function applyZip64(view: DataView, record: CentralRecord, from: number, to: number): void {
  for (let at = from; at + 4 <= to; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    const next = () => {
      const value = u64(view, field);
      field += 8;
      return value;
    };
    if (record.originalSize === U32_MAX) record.originalSize = next();
    if (record.size === U32_MAX) record.size = next();
    if (record.offset === U32_MAX) record.offset = next();
    return;
  }
}

/** A file name: UTF-8 when it decodes as such (many tools leave the flag unset), else Latin-1. */
function decodeName(bytes: Uint8Array, flags: number): string {
  try {
    return NAME_DECODER.decode(bytes);
  } catch {
    if (flags & UTF8_NAME) throw notZip();
    return strFromU8(bytes, true);
  }
}

/** Where the file's data begins, after its local header; the local flags are checked too. */
function dataStart(view: DataView, record: CentralRecord, path: string): number {
  if (view.getUint32(record.offset, true) !== LOCAL_HEADER) throw notZip();
  const localFlags = view.getUint16(record.offset + 6, true);
  if ((record.flags | localFlags) & ENCRYPTED) throw new QtiProblem(QtiMessages.encrypted(path));
  return (
    record.offset + 30 + view.getUint16(record.offset + 26, true) + view.getUint16(record.offset + 28, true)
  );
}

/** A little-endian 64-bit number; anything past 2^53 is larger than any package anyway. */
function u64(view: DataView, at: number): number {
  return Number(view.getBigUint64(at, true));
}

/** Files that macOS adds to a zip it makes, which are never part of the package. */
function isJunk(path: string): boolean {
  return path === '__MACOSX' || path.startsWith('__MACOSX/') || path.split('/').at(-1) === '.DS_Store';
}

/**
 * The bytes of one file, counted as fflate's streaming decoders hand them over (synchronously,
 * within push): the first chunk past limits.fileBytes or limits.totalBytes stops the file.
 */
function unpack(zip: Uint8Array, entry: Entry, limits: QtiLimits, before: number): Uint8Array {
  const decoder: UnzipDecoder = entry.method === DEFLATED ? new UnzipInflate() : new UnzipPassThrough();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let problem: QtiProblem | undefined;
  decoder.ondata = (error, data) => {
    if (problem) return;
    if (error) {
      problem = notZip();
      return;
    }
    length += data.length;
    if (length > limits.fileBytes) problem = new QtiProblem(QtiMessages.fileTooLarge(entry.path));
    else if (before + length > limits.totalBytes) problem = new QtiProblem(QtiMessages.totalTooLarge);
    else chunks.push(data);
  };
  const data = zip.subarray(entry.start, entry.start + entry.size);
  const step = entry.method === DEFLATED ? INFLATE_CHUNK : Math.max(data.length, 1);
  for (let at = 0; ; at += step) {
    const end = Math.min(at + step, data.length);
    decoder.push(data.subarray(at, end), end === data.length);
    if (problem) {
      decoder.terminate?.();
      throw problem;
    }
    if (end === data.length) break;
  }
  // A file that unpacks to other than its declared size is damaged (or lying): refuse it.
  if (length !== entry.originalSize) throw notZip();
  return join(chunks, length);
}

function join(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * A file name inside the package, normalised ('./a//b.xml' → 'a/b.xml'). Refused with
 * QtiProblem(unsafePath) when it could point anywhere else: a '..' segment, an absolute path,
 * a drive letter, a backslash, a NUL, or nothing left once normalised.
 */
export function safePath(name: string): string {
  const unsafe = () => new QtiProblem(QtiMessages.unsafePath(name));
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw unsafe();
  }
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..')) throw unsafe();
  return segments.join('/');
}

const EXTERNAL_SCHEMES = /^(?:https?|data):/i;
const ANY_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The package path that `href`, read from the file at `from`, names: percent-decoded, with its
 * query and fragment dropped. An http:, https: or data: URL, or one starting '//', is not in
 * the package: null. A reference that is only a fragment or query ('#part') names `from`
 * itself. Refused with QtiProblem(unsafePath) when it climbs out of the package, is an absolute
 * path, or uses any other scheme (file:, javascript:, a drive letter).
 */
export function resolveHref(from: string, href: string): string | null {
  const unsafe = () => new QtiProblem(QtiMessages.unsafePath(href));
  const trimmed = href.trim();
  if (EXTERNAL_SCHEMES.test(trimmed) || trimmed.startsWith('//')) return null;
  if (ANY_SCHEME.test(trimmed)) throw unsafe();
  const reference = trimmed.split(/[?#]/, 1)[0] ?? '';
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
    // A stray '%' ('100%.png') is taken literally.
  }
  if (decoded === '') return safePath(from);
  if (decoded.includes('\\') || decoded.includes('\0') || decoded.startsWith('/')) throw unsafe();
  const segments = safePath(from).split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (segments.pop() === undefined) throw unsafe();
    } else if (segment !== '' && segment !== '.') {
      segments.push(segment);
    }
  }
  if (segments.length === 0) throw unsafe();
  return segments.join('/');
}

/** A file's bytes as UTF-8 text, a leading BOM dropped; QtiProblem(notUtf8) when they are not UTF-8. */
export function utf8(bytes: Uint8Array, path: string): string {
  try {
    return TEXT_DECODER.decode(bytes);
  } catch {
    throw new QtiProblem(QtiMessages.notUtf8(path));
  }
}
