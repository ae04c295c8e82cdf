import { z } from 'zod';
import { ImportAppliedSchema, ImportPreviewSchema } from './console-import';
import { envelope } from './envelope';
import { get, post } from './route';

/**
 * QTI 3.0 content packages (issue 44, decision 066): what the console and the command line say
 * about a package they cannot read, an item they cannot import, and the limits a package is held to.
 */

export const QTI_LIMITS = {
  /** The package as uploaded (the zip's own bytes). */
  packageBytes: 50 * 1024 * 1024,
  /** One file of the package, unpacked. */
  fileBytes: 20 * 1024 * 1024,
  /** Every file of the package together, unpacked. */
  totalBytes: 100 * 1024 * 1024,
  /** Files in the package. */
  files: 5000,
  /** Characters of one XML document. */
  xmlChars: 5_000_000,
  /** Depth of elements in one XML document. */
  xmlDepth: 200,
} as const;
export type QtiLimits = { [K in keyof typeof QTI_LIMITS]: number };

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const QtiMessages = {
  notZip: 'This file is not a zip package. Upload a QTI 3.0 content package (.zip) or its item XML files.',
  packageTooLarge: `The package is too large: at most ${mb(QTI_LIMITS.packageBytes)}.`,
  fileTooLarge: (path: string) =>
    `'${path}' is too large once unpacked: at most ${mb(QTI_LIMITS.fileBytes)} a file.`,
  totalTooLarge: `The package unpacks to more than ${mb(QTI_LIMITS.totalBytes)}; nothing was imported.`,
  tooManyFiles: `The package holds more than ${QTI_LIMITS.files} files.`,
  unsafePath: (path: string) => `'${path}' points outside the package; nothing was imported.`,
  duplicatePath: (path: string) => `'${path}' is in the package twice.`,
  encrypted: (path: string) => `'${path}' is encrypted; Portico cannot read it.`,
  unsupportedCompression: (path: string) => `'${path}' is compressed in a way Portico cannot read.`,
  noManifest: 'The package has no imsmanifest.xml at its top level.',
  doctype: (path: string) =>
    `'${path}' declares a DOCTYPE or entities; QTI 3.0 documents need none, and Portico does not read them.`,
  notWellFormed: (path: string, detail: string) => `'${path}' is not well-formed XML: ${detail}`,
  xmlTooLarge: (path: string) => `'${path}' is too large an XML document.`,
  xmlTooDeep: (path: string) => `'${path}' nests its elements too deeply.`,
  notUtf8: (path: string) => `'${path}' is not UTF-8 text.`,
  missingFile: (path: string, from: string) => `'${from}' refers to '${path}', which is not in the package.`,
  script: (path: string) =>
    `'${path}' holds a script, an embedded frame, an event handler or a javascript: address; Portico does not import such packages.`,
  nothing: 'Nothing in the package can be imported; the report says why for each item.',
  fingerprint: 'Preview the package before applying it.',
  notQti3: (path: string) => `'${path}' is not a QTI 3.0 document (namespace imsqtiasi_v3p0).`,
  noTest: (key: string) => `There is no test '${key}'.`,
  noSection: (key: string, no: number) => `The test '${key}' has no section ${no}.`,
} as const;

/** What became of a package's items: counted per interaction, each item not imported with its reason. */
export const QtiReportSchema = z.object({
  tests: z.array(z.object({ key: z.string(), title: z.string(), items: z.number().int() })),
  interactions: z.record(z.string(), z.object({ imported: z.number().int(), reported: z.number().int() })),
  notImportable: z.array(
    z.object({ identifier: z.string(), path: z.string(), interaction: z.string(), reason: z.string() }),
  ),
  /** What the import changes of an item ('key: note'). */
  notes: z.array(z.string()),
  /** Images and recordings carried with the items. */
  media: z.number().int(),
});
export type QtiReport = z.infer<typeof QtiReportSchema>;

/** What an export wrote: its tests, the items per Portico type, each item left out and why. */
export const QtiExportReportSchema = z.object({
  tests: z.array(z.object({ key: z.string(), title: z.string(), items: z.number().int() })),
  exported: z.record(z.string(), z.number().int()),
  notExported: z.array(z.object({ key: z.string(), type: z.string(), reason: z.string() })),
  /** What the export changed of an item ('key: note'). */
  notes: z.array(z.string()),
});
export type QtiExportReport = z.infer<typeof QtiExportReportSchema>;

export const QtiPreviewSchema = z.object({ preview: ImportPreviewSchema, report: QtiReportSchema });
export type QtiPreview = z.infer<typeof QtiPreviewSchema>;

/** The package's name (a .zip, or one item's .xml) and, to apply, the preview's fingerprint. */
export const QtiQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/** The company's tests an admin may export, each with its sections (numbered from 1) and items. */
export const QtiExportTestsSchema = z.object({
  tests: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      examFamily: z.string().nullable(),
      items: z.number().int(),
      sections: z.array(z.object({ no: z.number().int(), title: z.string(), items: z.number().int() })),
    }),
  ),
});
export type QtiExportTests = z.infer<typeof QtiExportTestsSchema>;

/** What to export: one test (or one of its sections); no test: every test of the company, its item bank. */
export const QtiExportQuerySchema = z.object({
  test: z.string().trim().min(1).max(200).optional(),
  section: z.coerce.number().int().min(1).optional(),
});
export type QtiExportQuery = z.infer<typeof QtiExportQuerySchema>;

/**
 * Console › Import of a QTI 3.0 package (issue 44, decision 066): the package's bytes are the body.
 * Preview says what would be added and changed, and what of the package cannot be imported and why;
 * apply (with the preview's fingerprint) imports it all or nothing.
 */
export const consoleQtiApi = {
  preview: post('console/import/qti/preview', {
    query: QtiQuerySchema,
    response: envelope(QtiPreviewSchema),
  }),
  apply: post('console/import/qti/apply', {
    query: QtiQuerySchema,
    response: envelope(ImportAppliedSchema),
  }),
  /** Console › Import › Export as QTI 3.0: the tests to choose from. */
  exportTests: get('console/export/qti/tests', { response: envelope(QtiExportTestsSchema) }),
  /** What the package would hold and leave out, before it is downloaded. */
  exportReport: get('console/export/qti/report', {
    query: QtiExportQuerySchema,
    response: envelope(QtiExportReportSchema),
  }),
  /** The package itself (application/zip, as an attachment); recorded in the audit log. */
  exportPackage: get('console/export/qti/package', { query: QtiExportQuerySchema }),
};
