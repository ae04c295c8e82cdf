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
  notQti3: (path: string) => `'${path}' is not a QTI 3.0 document (namespace imsqtiasi_v3p0).`,
} as const;
