import { QtiProblem } from './qti-archive';
import { type Converted, convertPackage } from './qti-content';
import { type ExportTest, exportPackage, type QtiPackage } from './qti-export';

/**
 * A QTI package's conversion as an import worker's job (issue 44, decision 066): unpacking, parsing
 * and converting a package of thousands of items is CPU work of seconds, so it runs off the event
 * loop, within the pool's time limit and memory, like the checking of the files it becomes.
 */
export interface QtiJobInput {
  qti: { bytes: Uint8Array; fileName: string };
}

/** The package's files and report, or the problem that refuses it (its message for the admin). */
export type QtiJobResult = { kind: 'converted'; converted: Converted } | { kind: 'problem'; message: string };

export async function runQtiJob({ qti }: QtiJobInput): Promise<QtiJobResult> {
  try {
    return { kind: 'converted', converted: convertPackage(qti.bytes, qti.fileName) };
  } catch (error) {
    if (error instanceof QtiProblem) return { kind: 'problem', message: error.message };
    throw error;
  }
}

/** Tests written as a QTI package (qti-export.ts): seconds of CPU for a large item bank, off the event loop too. */
export interface QtiExportJobInput {
  qtiExport: { tests: ExportTest[] };
}

export async function runQtiExportJob({ qtiExport }: QtiExportJobInput): Promise<QtiPackage> {
  return exportPackage(qtiExport.tests);
}
