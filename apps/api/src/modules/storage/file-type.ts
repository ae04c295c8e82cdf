import { CONTENT_TYPES_BY_EXTENSION, type FileExtension } from '@portico/contract/storage';

/** What the bytes are, whatever the name says. `ole` is a legacy Office file (doc or xls). */
export type FileKind =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'docx'
  | 'xlsx'
  | 'zip'
  | 'ole'
  | 'webm'
  | 'ogg'
  | 'mp4'
  | 'mp3'
  | 'wav';

const startsWith = (b: Uint8Array, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Reads the type from the first bytes (and, for zip files, the entry names). No dependency. */
export function detectFileType(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeZipKind(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('ID3'))) return 'mp3';
  // An MPEG audio frame: 11 sync bits, then a layer that is not 'reserved'.
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && (bytes[1] ?? 0) & 0x06) {
    return 'mp3';
  }
  return undefined;
}

/**
 * DOCX and XLSX are zip files; the central directory at the end names their entries (`word/…`,
 * `xl/…`). Any other zip is just a zip, which no purpose accepts.
 */
function officeZipKind(b: Uint8Array): FileKind {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const end = b.length - 22;
  const stop = Math.max(0, end - 0xffff);
  for (let eocd = end; eocd >= stop; eocd--) {
    if (view.getUint32(eocd, true) !== 0x06054b50) continue;
    const cdSize = view.getUint32(eocd + 12, true);
    const cdStart = view.getUint32(eocd + 16, true);
    const cdEnd = Math.min(cdStart + cdSize, eocd);
    let at = cdStart;
    while (at + 46 <= cdEnd && view.getUint32(at, true) === 0x02014b50) {
      const nameLength = view.getUint16(at + 28, true);
      const name = Buffer.from(
        b.buffer,
        b.byteOffset + at + 46,
        Math.min(nameLength, cdEnd - at - 46),
      ).toString('latin1');
      if (name.startsWith('word/')) return 'docx';
      if (name.startsWith('xl/')) return 'xlsx';
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return 'zip';
  }
  return 'zip';
}

/** The extension each kind may be named with; an OLE file is a doc or an xls, a zip neither. */
const KINDS_OF_EXTENSION: Record<FileExtension, readonly FileKind[]> = {
  jpeg: ['jpeg'],
  jpg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['ole'],
  docx: ['docx'],
  xls: ['ole'],
  webm: ['webm'],
  ogg: ['ogg'],
  m4a: ['mp4'],
  mp4: ['mp4'],
  mp3: ['mp3'],
  wav: ['wav'],
};

export const kindsOfExtensions = (extensions: readonly FileExtension[]) =>
  new Set(extensions.flatMap((e) => KINDS_OF_EXTENSION[e]));

/**
 * Families of declared types: the browser takes File.type from the name, so a JPEG saved as
 * .png is still an image and is accepted, while a PNG named .pdf or an HTML page named .png is not.
 */
const FAMILIES = {
  image: ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif', 'image/webp'],
  pdf: ['application/pdf'],
  word: [...CONTENT_TYPES_BY_EXTENSION.doc, ...CONTENT_TYPES_BY_EXTENSION.docx],
  sheet: [
    ...CONTENT_TYPES_BY_EXTENSION.xls,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  recording: [
    ...CONTENT_TYPES_BY_EXTENSION.webm,
    ...CONTENT_TYPES_BY_EXTENSION.ogg,
    ...CONTENT_TYPES_BY_EXTENSION.m4a,
    ...CONTENT_TYPES_BY_EXTENSION.mp4,
    ...CONTENT_TYPES_BY_EXTENSION.mp3,
    ...CONTENT_TYPES_BY_EXTENSION.wav,
  ],
} satisfies Record<string, readonly string[]>;

const FAMILY_OF_KIND: Record<FileKind, readonly (keyof typeof FAMILIES)[]> = {
  png: ['image'],
  jpeg: ['image'],
  gif: ['image'],
  webp: ['image'],
  pdf: ['pdf'],
  docx: ['word'],
  xlsx: ['sheet'],
  ole: ['word', 'sheet'],
  zip: [],
  webm: ['recording'],
  ogg: ['recording'],
  mp4: ['recording'],
  mp3: ['recording'],
  wav: ['recording'],
};

/** `image/png; charset=x` → `image/png`. */
export const baseMimeType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

export function matchesDeclaredType(kind: FileKind, declared: string): boolean {
  const mime = baseMimeType(declared);
  return FAMILY_OF_KIND[kind].some((f) => (FAMILIES[f] as readonly string[]).includes(mime));
}

const CANONICAL: Record<Exclude<FileKind, 'ole' | 'webm' | 'mp4' | 'zip'>, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** The type a file is served with: read from the bytes, the declared one only where the bytes allow two. */
export function servedContentType(kind: FileKind, declared: string): string {
  const mime = baseMimeType(declared);
  switch (kind) {
    case 'ole':
      return mime === 'application/vnd.ms-excel' ? mime : 'application/msword';
    case 'webm':
      return mime === 'video/webm' ? mime : 'audio/webm';
    case 'mp4':
      return mime === 'video/mp4' ? mime : 'audio/mp4';
    case 'zip':
      return 'application/zip';
    default:
      return CANONICAL[kind];
  }
}
