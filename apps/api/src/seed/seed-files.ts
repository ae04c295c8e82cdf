// The demo's stored documents: PDFs put into the configured storage, each with the file row that
// names it, shared by the career records (CVs) and the score reports (scans).
import type { Db } from '../db/client';
import { fileObjects } from '../db/schema';

/** Where the seed puts the documents' bytes: the configured storage driver. */
export interface SeedFiles {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  stat(key: string): Promise<{ size: number } | undefined>;
}

/** Whose a demo document is: the company's, and the student's (null: a staff member's document). */
export type SeedOwner = { companyCode: string; studentId: string | null };

/** One demo PDF's file row: its id, purpose, name, and when it was uploaded. */
export type SeedPdf = {
  id: string;
  purpose: typeof fileObjects.$inferInsert.purpose;
  fileName: string;
  at: Date;
};

/**
 * Puts the PDF's bytes into the storage under `${companyCode}/${purpose}/${id}.pdf` unless that key
 * holds some already, and inserts its stored file row once (seeding again keeps the row as it is).
 */
export function seedPdfFile(db: Db, files: SeedFiles, owner: SeedOwner, pdf: SeedPdf, bytes: Buffer) {
  return seedStoredFile(db, files, owner, { ...pdf, contentType: 'application/pdf', ext: 'pdf' }, bytes);
}

/** The same for any stored file: its bytes under `${companyCode}/${purpose}/${id}.${ext}`, its row once. */
export async function seedStoredFile(
  db: Db,
  files: SeedFiles,
  owner: SeedOwner,
  file: SeedPdf & { contentType: string; ext: string },
  bytes: Buffer,
): Promise<void> {
  const storageKey = `${owner.companyCode}/${file.purpose}/${file.id}.${file.ext}`;
  if (!(await files.stat(storageKey))) await files.put(storageKey, bytes, file.contentType);
  await db
    .insert(fileObjects)
    .values({
      id: file.id,
      companyCode: owner.companyCode,
      ownerStudentId: owner.studentId,
      purpose: file.purpose,
      storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: bytes.length,
      status: 'stored',
      createdAt: file.at,
      uploadedAt: file.at,
    })
    .onConflictDoNothing();
}

/**
 * A one-page A4 PDF 1.4 of plain lines (Helvetica), for the demo's generated documents: a student's
 * CV, a score report's scan. The same shape as content/demo/documents/career/make-documents.mjs.
 */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = ['BT', '/F2 18 Tf', '56 770 Td', `(${esc(title)}) Tj`, '/F1 11 Tf', '15 TL', 'T*'];
  for (const line of lines) ops.push(`(${esc(line)}) '`);
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
